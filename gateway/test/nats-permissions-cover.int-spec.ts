import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as contracts from '@reto/contracts';
import { APP_PERMISSIONS } from '../../infra/nats/permissions.mjs';

/**
 * The NATS permissions (infra/nats/permissions.mjs) cover the code: every other app's subject an
 * app names in its source (`IdentitySubjects.createMagicLink`, `BillingSubjects.events.…`) is one it
 * may call or consume. Without its line there the server refuses the call and the caller answers 503.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES: Record<string, string> = {
  gateway: 'gateway/src',
  identity: 'services/identity/src',
  challenge: 'services/challenge/src',
  billing: 'services/billing/src',
  reviews: 'services/reviews/src',
  voice: 'services/voice/src',
  admin: 'services/admin/src',
  community: 'services/community/src',
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });

/** The subject strings an app's source names through the contracts' `<App>Subjects` objects. */
function subjectsNamedBy(app: string): string[] {
  const named = new Set<string>();
  for (const file of sourceFiles(join(ROOT, SOURCES[app]!))) {
    for (const [reference] of readFileSync(file, 'utf8').matchAll(/\b[A-Z][A-Za-z]*Subjects(?:\.[A-Za-z]+)+/g)) {
      const [root, ...path] = reference.split('.');
      let value: unknown = (contracts as Record<string, unknown>)[root!];
      for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
      if (typeof value === 'string') named.add(value);
    }
  }
  return [...named].sort();
}

describe('the NATS permissions cover the code', () => {
  it.each(Object.keys(SOURCES))('%s may call, hear or consume every other app’s subject it names', (app) => {
    const spec = APP_PERMISSIONS[app]!;
    const permitted = new Set([
      ...spec.calls,
      ...(spec.listens ?? []),
      ...spec.consumes.map((consumer) => consumer.subject),
    ]);
    const named = subjectsNamedBy(app);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((subject) => !subject.startsWith(`${app}.`) && !permitted.has(subject))).toEqual([]);
  });
});
