// Whether `npm start` must build the frontend again: only when something it is built from is newer
// than the built index.html (a rebuild costs ~30 s on a loaded 2-core machine; the rest of the start, a few).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json'];

const newestIn = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  return newest;
};

/** True when `frontend/dist/index.html` is missing or older than any of the frontend's sources. */
export function frontendNeedsBuild(root) {
  const built = join(root, 'frontend', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.map((name) => join(root, 'frontend', name))
    .filter((path) => existsSync(path))
    .some((path) => newestIn(path) > builtAt);
}
