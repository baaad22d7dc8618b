import { readRepoFile as read, repoFiles } from './repo-files.js';

const SHARED_COPY = 'packages/contracts/src/shared-copy/';

/**
 * `@reto/contracts/shared-copy` holds the Spanish words more than one app renders and must say alike
 * (docs/adr/0015-landing-copy-stays-shared.md); copy only one app shows lives in that app, and the
 * contracts' own entry carries none of it.
 */

/**
 * The app a source file belongs to (`frontend`, `gateway`, `services/billing`), or null for anything
 * else. The platform counts as one: what its settings read (the support contact's defaults), the
 * apps built on it say.
 */
export function appOf(path: string): string | null {
  if (/\.(spec|int-spec|chaos-spec)\.tsx?$/.test(path)) return null;
  const match = /^(frontend|gateway|services\/[^/]+|packages\/platform)\/src\/.*\.tsx?$/.exec(path);
  return match ? match[1]! : null;
}

/** The names a file takes from the shared copy (an import, or a re-export for the rest of its app). */
export function sharedCopyNamesIn(text: string): string[] {
  const statements = text.matchAll(
    /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@reto\/contracts\/shared-copy'/g,
  );
  return [...statements].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) =>
        name
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter(Boolean),
  );
}

describe('shared copy', () => {
  const files = repoFiles();

  it('each of its words is rendered by more than one app', () => {
    const exported = files
      .filter((path) => path.startsWith(SHARED_COPY) && path.endsWith('.ts') && !path.endsWith('index.ts'))
      .flatMap((path) => [...(read(path) ?? '').matchAll(/^export const (\w+)/gm)].map(([, name]) => name!));
    const readers = new Map<string, Set<string>>(exported.map((name) => [name, new Set()]));
    for (const path of files) {
      const app = appOf(path);
      const text = app ? read(path) : null;
      if (!app || !text) continue;
      for (const name of sharedCopyNamesIn(text)) readers.get(name)?.add(app);
    }
    expect(exported.length).toBeGreaterThan(0);
    const readByOneAppOrNone = [...readers]
      .filter(([, apps]) => apps.size < 2)
      .map(([name, apps]) => [name, [...apps]]);
    expect(readByOneAppOrNone).toEqual([]);
  });

  it("is not part of the contracts' own entry", () => {
    expect(read('packages/contracts/src/index.ts')).not.toMatch(/shared-copy/);
  });

  it('would see who reads it', () => {
    expect(appOf('frontend/src/copy.ts')).toBe('frontend');
    expect(appOf('services/voice/src/coach/coach-answers.ts')).toBe('services/voice');
    expect(appOf('services/voice/src/coach/coach-answers.spec.ts')).toBeNull();
    expect(appOf('system-tests/test/voice.int-spec.ts')).toBeNull();
    expect(appOf('packages/platform/src/config.ts')).toBe('packages/platform');
    expect(appOf('packages/contracts/src/shared-copy/price.ts')).toBeNull();
    const text = [
      "import { priceTerms, type Other, SurveyCopy as Questions } from '@reto/contracts/shared-copy';",
      "export { DEFAULT_SUPPORT_HOURS } from '@reto/contracts/shared-copy';",
      "import { landingHero } from '@reto/contracts/landing';",
    ].join('\n');
    expect(sharedCopyNamesIn(text)).toEqual(['priceTerms', 'Other', 'SurveyCopy', 'DEFAULT_SUPPORT_HOURS']);
  });
});
