import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { API_PATH_PREFIXES } from '../gateway.constants.js';
import { GatewayCopy } from '../gateway.copy.js';

const isApiPath = (path: string) =>
  API_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A page the server fills in itself (null: no SPA built); its failure falls back to the plain index.html. */
export type PageRenderer = (req: Request) => Promise<string | null>;

/**
 * Serves the built React app: its files as they are (hashed assets cached for a year), and
 * index.html for every other GET outside the APIs, so deep links work. Paths in `rendered` (the
 * landing) get the HTML their renderer fills in.
 */
export function serveSpa(
  app: NestExpressApplication,
  distDir: string,
  rendered: Readonly<Record<string, PageRenderer>> = {},
): void {
  const indexFile = join(distDir, 'index.html');
  const files = express.static(distDir, {
    index: false,
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'),
  });
  // The API never looks on disk: without this every API call would first stat a file of that name.
  app.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : files(req, res, next)));
  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) return next();
    if (!existsSync(indexFile))
      return res.status(503).type('text/plain; charset=utf-8').send(GatewayCopy.http.frontendMissing);
    res.setHeader('Cache-Control', 'no-cache');
    const render = Object.hasOwn(rendered, req.path) ? rendered[req.path] : undefined;
    const html = render ? await render(req).catch(() => null) : null;
    if (html) return res.type('html').send(html);
    res.sendFile(indexFile);
  });
}
