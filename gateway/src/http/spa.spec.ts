import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { FrontendAssetsCache } from '../landing/frontend-assets.js';
import { serveSpa } from './spa.js';

/** Values an operator might write, with every character HTML must escape. */
const settings = {
  supportEmail: 'ayuda+"x"@reto.test',
  supportHours: 'de lunes a viernes, de 10:00 a 14:00 <hora de Madrid> & "festivos" \'no\'',
};
const escapedHours =
  'de lunes a viernes, de 10:00 a 14:00 &lt;hora de Madrid&gt; &amp; &quot;festivos&quot; &#39;no&#39;';
const metaOf = (html: string, name: string) => new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(html)?.[1];

let dist: string;
let app: FastifyInstance;
let url: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Reto</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const assets = new FrontendAssetsCache(dist, settings);
  app = Fastify();
  await serveSpa(app, dist, {
    index: () => assets.get()?.template ?? null,
    rendered: { '/landing': async () => null },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
  return res.text();
};

describe('every page of the built app carries the support settings', () => {
  it('writes them, escaped, into a deep link, the root, /index.html (what the service worker caches) and a failed render', async () => {
    for (const path of ['/mensajes', '/', '/index.html', '/index.html?__WB_REVISION__=abc', '/landing']) {
      const html = await page(path);
      expect(metaOf(html, 'reto-support-hours')).toBe(escapedHours);
      expect(metaOf(html, 'reto-support-email')).toBe('ayuda+&quot;x&quot;@reto.test');
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('<hora de Madrid>');
    }
  });

  it('serves the other files as they are', async () => {
    const res = await fetch(`${url}/favicon.svg`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('writes them into a new build of the app as well', async () => {
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="es"><head><title>Reto</title></head><body data-build="2"><div id="root"></div></body></html>',
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const html = await page('/mensajes');
    expect(html).toContain('data-build="2"');
    expect(metaOf(html, 'reto-support-hours')).toBe(escapedHours);
  });
});
