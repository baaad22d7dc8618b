// Every generated file of the repository, from one place: what writes it and from what.
//
//   npm run generate                          # builds, then rewrites every generated file
//   node infra/generate.mjs                   # rewrites them (the GraphQL schema needs a built gateway)
//   node infra/generate.mjs --check [name…]   # exits 1 naming each stale file, writes nothing
//
// A generated file edited by hand, or a source changed without rerunning its generator, is what
// nobody notices until it breaks elsewhere (compose's NATS refusing calls it was never told of), so
// the unit tier runs each generator in check mode (infra/lint/generated.spec.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** `text` as prettier writes the file at `path` (generated Markdown passes `npm run lint` as written). */
async function formatted(path, text) {
  const prettier = await import('prettier');
  return prettier.format(text, { ...(await prettier.resolveConfig(path)), filepath: path });
}

/** The frontend's typed operations, as `npm run codegen -w frontend` writes them (formatted by prettier). */
async function clientTypes() {
  const frontend = resolve(ROOT, 'frontend');
  const cwd = process.cwd();
  process.chdir(frontend);
  try {
    const { createContext, executeCodegen } = await import('@graphql-codegen/cli');
    const context = await createContext({ config: 'codegen.ts', silent: true, _: [], $0: '' });
    const { result, error } = await executeCodegen(context);
    if (error) throw error;
    return Promise.all(
      result.map(async ({ filename, content }) => {
        const path = resolve(frontend, filename);
        return { path, text: await formatted(path, content) };
      }),
    );
  } finally {
    process.chdir(cwd);
  }
}

/**
 * Each generator: its name, what it is made from, and the files it makes (absolute path → text).
 * `checkedBy`: a spec that already compares the committed file with the source, where checking it
 * here would need a build first.
 */
export const GENERATORS = [
  {
    name: 'nats-auth',
    from: 'infra/nats/permissions.mjs',
    files: async () => {
      const { composeAuthConf } = await import('./nats/config.mjs');
      return [{ path: resolve(ROOT, 'infra/nats/auth.conf'), text: composeAuthConf() }];
    },
  },
  {
    name: 'k8s',
    from: 'infra/k8s/manifests.mjs',
    files: async () => {
      const { renderedFiles } = await import('./k8s/write.mjs');
      return renderedFiles().map(({ path, text }) => ({ path: resolve(ROOT, 'infra/k8s', path), text }));
    },
  },
  {
    name: 'coach-techniques',
    from: 'services/challenge/src/content/exercise-techniques.ts',
    files: async () => {
      const { coachTechniques } = await import('./coach/techniques.mjs');
      const source = readFileSync(resolve(ROOT, 'services/challenge/src/content/exercise-techniques.ts'), 'utf8');
      return [
        { path: resolve(ROOT, 'services/voice/src/techniques/exercise-techniques.ts'), text: coachTechniques(source) },
      ];
    },
  },
  {
    name: 'coach-corpus',
    from: 'services/voice/test/coach-eval/ (the tune parts)',
    files: async () => {
      const { coachCorpus } = await import('./coach/corpus.mjs');
      const path = resolve(ROOT, 'services/voice/src/coach/tune-corpus.ts');
      return [{ path, text: await formatted(path, coachCorpus(resolve(ROOT, 'services/voice/test'))) }];
    },
  },
  {
    name: 'performance',
    from: 'bench/results.json',
    files: async () => {
      const { performancePage, readResults } = await import('./docs/performance-figures.mjs');
      const path = resolve(ROOT, 'docs/performance.md');
      return [
        { path, text: performancePage(readFileSync(path, 'utf8'), readResults(resolve(ROOT, 'bench/results.json'))) },
      ];
    },
  },
  {
    name: 'configuration',
    from: "the apps' config schemas (built)",
    checkedBy: 'infra/lint/configuration.spec.ts',
    files: async () => {
      const { CONFIG_SOURCES, configurationPage } = await import('./docs/configuration.mjs');
      const built = (path) => import(pathToFileURL(resolve(ROOT, path)).href);
      const schemas = {
        gateway: (await built('gateway/dist/gateway.config.js')).gatewayConfigSchema,
        identity: (await built('services/identity/dist/identity.config.js')).identityConfigSchema,
        challenge: (await built('services/challenge/dist/challenge.config.js')).challengeConfigSchema,
        billing: (await built('services/billing/dist/billing.config.js')).billingConfigSchema,
        reviews: (await built('services/reviews/dist/reviews.config.js')).reviewsConfigSchema,
        voice: (await built('services/voice/dist/voice.config.js')).voiceConfigSchema,
        admin: (await built('services/admin/dist/admin.config.js')).adminConfigSchema,
        community: (await built('services/community/dist/community.config.js')).communityConfigSchema,
      };
      const { envExample } = await import('./docs/env-example.mjs');
      const input = {
        schemas,
        sources: CONFIG_SOURCES.map((path) => readFileSync(resolve(ROOT, path), 'utf8')),
        root: ROOT,
      };
      return [
        { path: resolve(ROOT, 'docs/operations/configuration.md'), text: configurationPage(input) },
        { path: resolve(ROOT, '.env.example'), text: envExample(input) },
      ];
    },
  },
  {
    name: 'graphql-schema',
    from: "the gateway's resolvers (built)",
    checkedBy: 'gateway/src/schema/print-schema.spec.ts',
    files: async () => {
      const { printGatewaySchema, SCHEMA_FILE } = await import(
        pathToFileURL(resolve(ROOT, 'gateway/dist/schema/print-schema.js')).href
      );
      return [{ path: SCHEMA_FILE, text: await printGatewaySchema() }];
    },
  },
  {
    name: 'client-types',
    from: 'gateway/schema.graphql and frontend/src/**/*.graphql',
    files: clientTypes,
  },
];

/** The files of the named generators that differ from what is committed (relative paths). */
export async function staleFiles(names) {
  const stale = [];
  for (const generator of GENERATORS.filter((g) => !names.length || names.includes(g.name))) {
    for (const { path, text } of await generator.files()) {
      let current = null;
      try {
        current = readFileSync(path, 'utf8');
      } catch {
        // a missing file is stale
      }
      if (current !== text) stale.push(relative(ROOT, path));
    }
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const unknown = names.filter((name) => !GENERATORS.some((g) => g.name === name));
  if (unknown.length) {
    process.stderr.write(`unknown generator(s): ${unknown.join(', ')} (${GENERATORS.map((g) => g.name).join(', ')})\n`);
    process.exit(2);
  }
  if (check) {
    const stale = await staleFiles(names);
    if (stale.length) {
      process.stderr.write(`stale generated files (run npm run generate):\n${stale.map((p) => `  ${p}\n`).join('')}`);
      process.exit(1);
    }
  } else {
    for (const generator of GENERATORS.filter((g) => !names.length || names.includes(g.name))) {
      for (const { path, text } of await generator.files()) {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, text);
      }
      process.stdout.write(`generated ${generator.name} (from ${generator.from})\n`);
    }
  }
}
