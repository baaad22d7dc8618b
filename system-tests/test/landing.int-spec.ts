import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import {
  AdminSubjects,
  ChallengeSubjects,
  DEFAULT_ENROL_CURRENT_UNTIL_DAY,
  editionBoughtAt,
  editionByNumber,
  GatewaySubjects,
  runningEdition,
  type InsightsDto,
  type PublicSatisfactionDto,
  type SurveyAnsweredEvent,
} from '@reto/contracts';
import { createLogger, EventBus } from '@reto/platform';
import { until } from '@reto/platform/testing';
import { SystemRpc } from './system-rpc.js';

/** A built SPA as Vite leaves it: index.html and the manifest naming the landing's stylesheet. */
function builtSpa(): string {
  const dir = mkdtempSync(join(tmpdir(), 'reto-landing-spa-'));
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), `console.log(${JSON.stringify('Reto '.repeat(400))});\n`);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="Reto de 28 días." /><title>Reto</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc.js',
        isEntry: true,
        css: ['assets/index-abc.css'],
        assets: ['assets/montserrat-latin-wght-normal-abc.woff2'],
      },
      'src/boot.tsx': { file: 'assets/boot-abc.js', imports: ['_react-abc.js'] },
      '_react-abc.js': { file: 'assets/react-abc.js' },
      'src/pages/LandingPage/LandingPage.tsx': { file: 'assets/LandingPage-abc.js', imports: ['_landing-abc.js'] },
      '_landing-abc.js': { file: 'assets/landing-abc.js', css: ['assets/landing-abc.css'] },
    }),
  );
  return dir;
}

/** The operator's support contact, with characters HTML must escape. */
const SUPPORT_EMAIL = 'ayuda@reto.test';
const SUPPORT_HOURS = 'de lunes a viernes, de 10:00 a 14:00 <hora de Madrid> & "festivos"';
const SUPPORT_HOURS_ESCAPED = 'de lunes a viernes, de 10:00 a 14:00 &lt;hora de Madrid&gt; &amp; &quot;festivos&quot;';

let system: TestSystem;
let spa: string;
let rpc: SystemRpc;

beforeAll(async () => {
  spa = builtSpa();
  // No reuse between requests: each one shows what the services answer at that moment.
  system = await startTestSystem({
    env: { FRONTEND_DIST: spa, LANDING_CACHE_SECONDS: '0', SUPPORT_EMAIL, SUPPORT_HOURS },
  });
  rpc = await SystemRpc.connect(system);
}, 120_000);

afterAll(async () => {
  await rpc?.rpc.close();
  await system?.stop();
  rmSync(spa, { recursive: true, force: true });
});

/** Server-rendered /landing pages asked for so far in this file: each is a visit of the sales page. */
let rendered = 0;
const landing = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${system.url}/landing`, { headers });
  rendered += 1;
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.text();
};
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

describe('GET /landing as link previews and search engines read it', () => {
  it('carries the title, description, Open Graph tags, the first screen and JSON-LD with the stored aggregate', async () => {
    const edition = (await (await fetch(`${system.url}/api/next-edition`)).json()) as { number: number };
    const stored = (await (await fetch(`${system.url}/api/reviews?limit=1`)).json()) as {
      aggregate: { average_score: number; reviews_count: number };
    };
    expect(stored.aggregate).toMatchObject({ average_score: 4.97, reviews_count: 247 });

    const html = await landing({ 'X-Country-Code': 'MX' });
    const title = `Reto Emilio ${String(edition.number)}: 4 Semanas`;
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).not.toContain('<title>Reto</title>');
    expect(metaOf(html, 'description')).toMatch(/^Reto de 28 días con Emilio/);
    // what the group and the direct contact are, before scripts run: Emilio answers himself; the group is the edition's
    expect(metaOf(html, 'description')).toContain(
      'contacto directo con Emilio, que responde él mismo, y el grupo privado de tu edición',
    );
    expect(html).toContain('el grupo privado de tu edición y mensajes directos que responde él mismo.</p>');
    expect(metaOf(html, 'og:title')).toBe(title);
    expect(metaOf(html, 'og:description')).toBe(metaOf(html, 'description'));
    expect(metaOf(html, 'og:url')).toBe(`${system.url}/landing`);
    expect(metaOf(html, 'og:image')).toBe(`${system.url}/illustrations/og-image.png`);
    expect(html).toContain(`<h1 id="hero-title" class="hero__title">${title}</h1>`);
    expect(html).toMatch(/<p class="hero__price">≈ \$[\d,]+ MXN<\/p>/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/landing-abc.css" />');
    // no satisfaction share before scripts run either: nobody has answered the check-in yet
    expect(html).not.toMatch(/satisfech|98 ?%/i);

    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: title,
      offers: { '@type': 'Offer', priceCurrency: 'MXN' },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: stored.aggregate.average_score.toFixed(2),
        reviewCount: stored.aggregate.reviews_count,
      },
    });
    expect(html).toContain('<script type="application/json" id="landing-data">');
  });

  it('shows the measured satisfaction with its count in the HTML before scripts run from 30 answers of ended editions, and nothing below', async () => {
    // Answers of an edition still to come (as challenge's outbox publishes them): counted only once
    // it has ended, so the test clock decides, and the page of today never shows them.
    const future = runningEdition(new Date().toISOString().slice(0, 10)).number + 10;
    const afterIt = new Date(`${editionByNumber(future + 1).startDate}T12:00:00Z`);
    const challenge = await EventBus.create(
      rpc.rpc.nats,
      'challenge',
      system.base.NATS_SUBJECT_PREFIX!,
      createLogger('test', 'silent'),
    );
    const answer = async (userId: number, satisfaction: number) => {
      const event: SurveyAnsweredEvent = {
        userId,
        edition: future,
        satisfaction,
        recommend: satisfaction >= 4,
        answeredAt: afterIt.toISOString(),
      };
      await challenge.publish(ChallengeSubjects.events.surveyAnswered, event, `answer-${future}-${userId}`);
    };
    const counted = (answers: number) =>
      until(
        async () => (await rpc.rpc.request<PublicSatisfactionDto>(AdminSubjects.satisfaction, {})).answers === answers,
        { what: `${answers} answers counted by the admin service`, timeoutMs: 20_000 },
      );
    const figure = /<li><strong>(\d+) %<\/strong> de (\d+) personas que terminaron<\/li>/;
    try {
      for (let user = 1; user <= 29; user += 1) await answer(900_000 + user, user <= 2 ? 2 : 5);
      await rpc.setClock(afterIt);
      await counted(29);
      expect(await landing()).not.toMatch(figure);
      await answer(900_030, 4);
      await counted(30);
      const html = await landing();
      expect(figure.exec(html)?.slice(1)).toEqual(['93', '30']);
      expect(jsonLdOf(html)).toMatchObject({ additionalProperty: { '@type': 'PropertyValue', value: 93 } });
    } finally {
      await rpc.setClock(null);
      await challenge.close();
    }
    // Today those answers belong to an edition still to come: no figure.
    await counted(0);
    expect(await landing()).not.toMatch(figure);
  });

  it("counts each visit for the trainer's funnel with nothing about the visitor, and every other page not", async () => {
    const untilDay = Number(system.base.ENROL_CURRENT_UNTIL_DAY ?? DEFAULT_ENROL_CURRENT_UNTIL_DAY);
    const edition = editionBoughtAt(new Date(), untilDay).number;
    const visitsNow = async () =>
      (await rpc.rpc.request<InsightsDto>(AdminSubjects.insights, { edition })).funnel.visits;
    const published: unknown[] = [];
    const watch = rpc.rpc.nats.subscribe(
      `${system.base.NATS_SUBJECT_PREFIX!}${GatewaySubjects.events.landingVisited}`,
      {
        callback: (_error, message) => {
          published.push(message.json());
        },
      },
    );
    // The subscription is at the server before the first visit is published (a core subscription
    // misses what the server routed before it knew of it).
    await rpc.rpc.nats.flush();

    await landing({ 'User-Agent': 'Visitante/1.0', 'X-Forwarded-For': '203.0.113.9', Cookie: 'ref=amiga' });
    await landing();
    // a launch: many visitors at once
    const burst = 20;
    await Promise.all(Array.from({ length: burst }, () => landing()));
    await fetch(`${system.url}/auth`);

    await until(async () => (await visitsNow()) === rendered, {
      what: 'every visit counted by the admin service',
      timeoutMs: 20_000,
    });
    watch.unsubscribe();
    // counted in turns: the burst is a few events, each with its count, not one event a visit
    expect(published.length).toBeGreaterThan(0);
    expect(published.length).toBeLessThan(burst);
    for (const event of published) {
      expect(Object.keys(event as object).sort()).toEqual(['day', 'visitId', 'visits']);
      expect(event).toMatchObject({ day: new Date().toISOString().slice(0, 10), visits: expect.any(Number) });
    }
  });

  it('serves every other page the plain SPA', async () => {
    const html = await (await fetch(`${system.url}/auth`)).text();
    expect(html).toContain('<title>Reto</title>');
    expect(html).not.toContain('application/ld+json');
  });

  it("writes the gateway's support contact, escaped, into the landing and every other page of the app", async () => {
    for (const html of [
      await landing(),
      ...(await Promise.all(
        ['/mensajes', '/terms', '/', '/index.html'].map(async (path) => (await fetch(`${system.url}${path}`)).text()),
      )),
    ]) {
      expect(metaOf(html, 'reto-support-hours')).toBe(SUPPORT_HOURS_ESCAPED);
      expect(metaOf(html, 'reto-support-email')).toBe(SUPPORT_EMAIL);
    }
  });

  it('still serves the page, without the missing parts, while the challenge and reviews services are down', async () => {
    await system.supervisor.stop('challenge');
    await system.supervisor.stop('reviews');
    try {
      const html = await landing();
      expect(html).toContain('<title>Reto Emilio: 4 Semanas</title>');
      expect(html).toContain('Próxima edición: fecha por anunciar');
      const jsonLd = jsonLdOf(html);
      expect(jsonLd).not.toHaveProperty('aggregateRating');
      expect(jsonLd).toMatchObject({ offers: { price: '78', priceCurrency: 'USD' } });
    } finally {
      system.supervisor.start('challenge');
      system.supervisor.start('reviews');
      // Both answer again before any other test of this system reads them.
      const answers = async (path: string) => (await fetch(`${system.url}${path}`)).ok;
      await until(async () => (await answers('/api/reviews?limit=1')) && (await answers('/api/next-edition')), {
        what: 'the challenge and reviews services to answer again',
        timeoutMs: 30_000,
      });
    }
  });
});

describe('the built SPA as files', () => {
  it('serves hashed assets immutable for a year, compressed, and other files revalidated', async () => {
    const asset = await fetch(`${system.url}/assets/index-abc.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('Reto Reto');
    const icon = await fetch(`${system.url}/favicon.svg`);
    expect([icon.status, icon.headers.get('cache-control')]).toEqual([200, 'no-cache']);
  });

  it('answers a deep link with index.html (no-cache), and an API path never with a file or the SPA', async () => {
    for (const path of ['/', '/dashboard/semana/2', '/assets/', '/assets/nope-abc.js']) {
      const page = await fetch(`${system.url}${path}`);
      expect([path, page.status, page.headers.get('cache-control')]).toEqual([path, 200, 'no-cache']);
      expect(await page.text()).toContain('<title>Reto</title>');
    }
    const outside = await fetch(`${system.url}/..%2f..%2fetc%2fpasswd`);
    expect(await outside.text()).not.toContain('root:');
    const undecodable = await fetch(`${system.url}/%E0%A4%A`);
    expect([undecodable.status, await undecodable.json()]).toEqual([
      400,
      { message: 'La solicitud no es válida.', code: 'http_400' },
    ]);
    for (const path of ['/api/nope', '/graphql/nope', '/health/nope']) {
      const api = await fetch(`${system.url}${path}`);
      expect([path, api.status, await api.json()]).toEqual([
        path,
        404,
        { message: 'Ruta no encontrada.', code: 'http_404' },
      ]);
    }
  });
});
