import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The browser's budget, over the built SPA (`npm run build` writes `frontend/dist` and Vite's
 * manifest before the unit tier runs): the chart library of the panel's Resultados tab (visx) is
 * downloaded only when that tab opens, and what opening it downloads stays under a stated size.
 */
const DIST = fileURLToPath(new URL('../../frontend/dist/', import.meta.url));
const MANIFEST = join(DIST, '.vite/manifest.json');

/** What opening Resultados may download, gzipped: its chunk, the charts and what only they import. */
export const RESULTS_TAB_BUDGET_GZIP_BYTES = 30 * 1024;

const RESULTS_TAB = 'src/features/admin/components/ResultsTab.tsx';
const ADMIN_PAGE = 'src/pages/AdminPage/AdminPage.tsx';
/** visx writes its class names into the markup it draws ("visx-bar", "visx-axis"): a chunk with them holds the library. */
const CHART_LIBRARY = /["'`]visx-/;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The files a chunk loads at once: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const walk = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || seen.has(name)) return;
    seen.add(name);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk(key);
  return files;
}

const read = (file: string) => readFileSync(join(DIST, file));

describe('the bundle budget: the chart library loads with Resultados only', () => {
  if (!existsSync(MANIFEST))
    throw new Error(`No built frontend at ${MANIFEST}: run \`npm run build\` (the unit tier reads the build)`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || manifest[key]!.isDynamicEntry);
  const holdsCharts = (file: string) => file.endsWith('.js') && CHART_LIBRARY.test(read(file).toString('utf8'));
  const resultsFiles = staticClosure(manifest, RESULTS_TAB);

  it('is in the Resultados chunk, which the panel imports on demand', () => {
    expect([...resultsFiles].filter(holdsCharts)).not.toEqual([]);
    expect(manifest[ADMIN_PAGE]?.dynamicImports).toContain(RESULTS_TAB);
  });

  it('is in no chunk that any other page (the landing, the member area, the panel itself) loads at once', () => {
    const carrying = entries
      .filter((key) => key !== RESULTS_TAB)
      .flatMap((key) => [...staticClosure(manifest, key)].filter(holdsCharts).map((file) => `${key} → ${file}`));
    expect(carrying).toEqual([]);
  });

  it(`adds at most ${RESULTS_TAB_BUDGET_GZIP_BYTES / 1024} KiB gzipped when the tab opens`, () => {
    const alreadyLoaded = staticClosure(manifest, ADMIN_PAGE);
    const added = [...resultsFiles].filter((file) => !alreadyLoaded.has(file));
    const bytes = added.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
    expect(bytes).toBeLessThanOrEqual(RESULTS_TAB_BUDGET_GZIP_BYTES);
  });
});
