import fc from 'fast-check';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { migrationSources, migrationsKey } from './database-templates.mjs';
import { DATABASE_SERVICES } from './system.mjs';

/** A checkout's built files as far as the templates read them, each with its own content. */
function fakeBuild(): { root: string; sources: string[]; other: string } {
  const root = mkdtempSync(join(tmpdir(), 'reto-templates-'));
  const files = [
    ...DATABASE_SERVICES.flatMap((service) => [
      `services/${service}/dist/migrations/1763700000000-Create.js`,
      `services/${service}/dist/migrations/1763800000000-More.js`,
      `services/${service}/dist/${service}.database.js`,
    ]),
    'packages/platform/dist/database.js',
    'packages/platform/dist/outbox/outbox.migration.js',
    'infra/local/prepare-worker.mjs',
  ];
  const other = 'services/identity/dist/users/users.service.js';
  for (const file of [...files, other]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), `// ${file}\n`);
  }
  return { root, sources: files, other };
}

describe('the templates key', () => {
  let build: ReturnType<typeof fakeBuild>;
  beforeEach(() => {
    build = fakeBuild();
  });
  afterEach(() => rmSync(build.root, { recursive: true, force: true }));

  it('reads every migration source: the services migrations and tables, the platform build, the worker', () => {
    expect(migrationSources(build.root)).toEqual(build.sources.map((file) => join(build.root, file)).sort());
  });

  it('changes with any change of any migration source, and only with those', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: build.sources.length - 1 }),
        fc.string({ minLength: 1 }),
        (index, change) => {
          const before = migrationsKey(build.root);
          const file = join(build.root, build.sources[index]);
          writeFileSync(file, `// ${build.sources[index]}\n${change}`);
          const changed = migrationsKey(build.root);
          writeFileSync(file, `// ${build.sources[index]}\n`);
          expect(changed).not.toBe(before);
          expect(migrationsKey(build.root)).toBe(before);
        },
      ),
    );
    const key = migrationsKey(build.root);
    writeFileSync(join(build.root, build.other), 'another build of the service');
    expect(migrationsKey(build.root)).toBe(key);
  });

  it('changes when a migration is added', () => {
    const before = migrationsKey(build.root);
    writeFileSync(join(build.root, 'services/billing/dist/migrations/1765200000100-RefundReasons.js'), '');
    expect(migrationsKey(build.root)).not.toBe(before);
  });
});
