import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATH_PREFIXES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';
import { normalisedPath, pathOf, SPA_ROUTE, type HttpRequest } from './http.js';

const isApiPath = (path: string) =>
  API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Vite's hashed files: a new build gives them new names, so a browser may keep them a year. */
const HASHED_ASSETS = `${sep}assets${sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX = 'index.html';

/** A page the server fills in itself (null: no SPA built); its failure falls back to the plain index.html. */
export type PageRenderer = (req: HttpRequest) => Promise<string | null>;

/** The file of the built app a path names, if it is one (never outside `distDir`). */
async function fileOf(distDir: string, path: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = resolve(distDir, `.${decoded}`);
  if (!file.startsWith(`${distDir}${sep}`)) return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? file.slice(distDir.length + 1) : undefined;
}

/** The pages the server fills in itself. */
export interface SpaPages {
  /**
   * index.html with the page settings written in (null: no SPA built), served for `/index.html` and
   * every deep link. The service worker precaches it from `/index.html`, so an installed app shows
   * the settings as they were when it cached that build (a new build caches it again).
   */
  index: () => string | null;
  /** Paths (the landing) with a renderer of their own; its failure falls back to `index`. */
  rendered?: Readonly<Record<string, PageRenderer>>;
}

/**
 * Serves the built React app with @fastify/static: its files as they are (hashed assets cached
 * for a year, the rest revalidated), and index.html for every other GET outside the APIs, so deep
 * links work. Paths in `rendered` (the landing) get the HTML their renderer fills in. The API's
 * paths never look on disk: they go to the not-found answer of the API (404 in Spanish).
 */
export async function serveSpa(
  app: FastifyInstance,
  distDir: string,
  { index, rendered = {} }: SpaPages,
): Promise<void> {
  const root = resolve(distDir);
  const indexFile = join(root, INDEX);
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes(HASHED_ASSETS) ? IMMUTABLE : 'no-cache'),
  });
  const page = async (req: HttpRequest, reply: FastifyReply) => {
    const path = pathOf(req);
    if (isApiPath(normalisedPath(path))) return reply.callNotFound();
    const file = path === '/' ? undefined : await fileOf(root, path);
    if (file && file !== INDEX) return reply.sendFile(file);
    if (!existsSync(indexFile)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(GatewayCopy.http.frontendMissing);
    }
    reply.header('cache-control', 'no-cache');
    const render = Object.hasOwn(rendered, path) ? rendered[path] : undefined;
    const html = (render ? await render(req).catch(() => null) : null) ?? index();
    if (html) return reply.type('text/html; charset=utf-8').send(html);
    return reply.sendFile(INDEX);
  };
  app.get(SPA_ROUTE, page);
}
