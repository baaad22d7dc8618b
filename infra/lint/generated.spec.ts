import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { GENERATORS } from '../generate.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/**
 * Every generated file is what its generator makes from the committed sources: a file edited by
 * hand, or a source changed without `npm run generate`, fails here rather than where the stale file
 * is used (compose's NATS, a cluster, the web client's types). Each generator runs in its own
 * process, as `npm run generate` runs it.
 */
describe('the generated files (npm run generate)', () => {
  for (const generator of GENERATORS.filter((g) => !g.checkedBy)) {
    it(`${generator.name}: committed as ${generator.from} makes it`, async () => {
      const outcome = await run(process.execPath, ['infra/generate.mjs', '--check', generator.name], {
        cwd: ROOT,
      }).then(
        () => '',
        (error: { stderr: string }) => error.stderr,
      );
      expect(outcome).toBe('');
    }, 120_000);
  }

  it('names, for a generator checked elsewhere, a spec that exists', () => {
    for (const { checkedBy } of GENERATORS.filter((g) => g.checkedBy)) {
      expect(existsSync(`${ROOT}${checkedBy}`)).toBe(true);
    }
  });
});
