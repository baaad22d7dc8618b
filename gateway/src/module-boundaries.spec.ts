import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('.', import.meta.url));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')
        ? [join(dir, entry.name)]
        : [],
  );

const filesMatching = (pattern: RegExp) =>
  sources(SRC)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file));

/** ARCHITECTURE.md: "A need for forwardRef or @Global is a module-boundary bug". */
describe('gateway module boundaries', () => {
  it('no module is @Global: each imports what it uses', () => {
    expect(filesMatching(/@Global\s*\(/)).toEqual([]);
  });

  it('no forwardRef hides a cycle between modules or providers', () => {
    expect(filesMatching(/\bforwardRef\s*\(/)).toEqual([]);
  });

  it('one config: only gateway.config.ts reads settings from the environment', () => {
    expect(filesMatching(/\bloadConfig\s*\(|process\.env\b/)).toEqual(['gateway.config.ts']);
  });

  it('the member area and the account do not depend on each other through a service', () => {
    expect(
      filesMatching(/from '\.\.\/challenge\/challenge\.service\.js'/).filter((f) => !f.startsWith('challenge/')),
    ).toEqual([]);
  });
});
