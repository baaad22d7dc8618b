import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The roles a Nest class plays, as its file's last name before `.ts` says (`reviews.service.ts`):
 * the suffix-based lint rules (a use case never touches the database, a handler never a
 * repository) and a newcomer find a class by it.
 */
const ROLE_SUFFIXES = [
  'module',
  'controller',
  'resolver',
  'handler',
  'consumer',
  'service',
  'repository',
  'job',
  'guard',
  'interceptor',
  'publisher',
  'cache',
  'processor',
  'filter',
  'pipe',
];
const HAS_ROLE = new RegExp(`\\.(${ROLE_SUFFIXES.join('|')})\\.ts$`);

/** A class Nest builds: an injectable, a controller, a resolver, a module, a queue's processor, a filter. */
const NEST_CLASS = /^@(Injectable|Controller|Resolver|Module|Processor|Catch)\(/m;

/** The apps' and packages' code (tests are named by tier instead). */
const APP_CODE = /^(services\/[^/]+|gateway|packages\/[^/]+)\/src\/.*\.ts$/;
const TEST = /\.(spec|int-spec|chaos-spec)\.ts$/;

/** Whether a file of this path and text breaks the rule (a Nest class in a file without a role). */
export const lacksRole = (path: string, text: string): boolean => NEST_CLASS.test(text) && !HAS_ROLE.test(path);

describe('every Nest class lives in a file named for its role', () => {
  it('each file with an @Injectable, @Controller, @Resolver, @Module, @Processor or @Catch carries a role suffix', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => APP_CODE.test(path) && !TEST.test(path));
    const without = files.filter((path) => {
      try {
        return lacksRole(path, readFileSync(`${ROOT}${path}`, 'utf8'));
      } catch {
        return false; // deleted in the working tree
      }
    });
    expect(without).toEqual([]);
  });

  it('would see a class without a role, and let one with a role or no class be', () => {
    const injectable = '@Injectable()\nexport class PasswordHasher {}\n';
    expect(lacksRole('services/identity/src/auth/password-hasher.ts', injectable)).toBe(true);
    expect(lacksRole('gateway/src/auth/session-cookie.ts', "@Controller('x')\nexport class X {}\n")).toBe(true);
    expect(lacksRole('services/identity/src/auth/password-hasher.service.ts', injectable)).toBe(false);
    expect(lacksRole('services/challenge/src/cache/member.cache.ts', injectable)).toBe(false);
    expect(lacksRole('services/challenge/src/progress/streak.ts', 'export function streak() {}\n')).toBe(false);
  });
});
