import { jest } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../errors.js';
import { propertySeed } from './property-seed.js';
import { refusalOf } from './refusal.js';
import { eventually, until } from './waiting.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

describe('shared integration-test helpers', () => {
  it('until waits for a condition and names what never came', async () => {
    let reads = 0;
    await until(() => (reads += 1) >= 3, { intervalMs: 1 });
    expect(reads).toBe(3);
    await expect(until(() => false, { timeoutMs: 20, intervalMs: 5, what: 'the payment' })).rejects.toThrow(
      'waiting for the payment',
    );
  });

  it('eventually answers the last value read, done or not', async () => {
    let n = 0;
    expect(
      await eventually(
        () => (n += 1),
        (value) => value === 2,
        { intervalMs: 1 },
      ),
    ).toBe(2);
    expect(
      await eventually(
        () => 'no',
        (value) => value === 'yes',
        { timeoutMs: 10, intervalMs: 2 },
      ),
    ).toBe('no');
  });

  it('refusalOf answers the DomainError body, and throws on success or another error', async () => {
    const body = { status: 404, code: 'not_found', message: 'Rutina no encontrada' };
    expect(await refusalOf(Promise.reject(new DomainError(body)))).toEqual(body);
    await expect(refusalOf(Promise.resolve(1))).rejects.toThrow('expected a DomainError refusal');
    await expect(refusalOf(Promise.reject(new Error('timeout')))).rejects.toThrow('timeout');
  });

  it('the integration tests import these helpers instead of keeping copies', () => {
    const folders = [
      'gateway/test',
      'system-tests/test',
      ...readdirSync(join(ROOT, 'services')).map((service) => `services/${service}/test`),
    ];
    const copies = folders.flatMap((folder) => {
      let files: string[];
      try {
        files = readdirSync(join(ROOT, folder)).filter((file) => file.endsWith('.ts'));
      } catch {
        return [];
      }
      return files
        .filter((file) =>
          /\b(const|function) (until|refusal|refusalOf|eventually|waitFor)\b|class \w*Client\b[^{]*\{\s*cookie/.test(
            readFileSync(join(ROOT, folder, file), 'utf8'),
          ),
        )
        .map((file) => `${folder}/${file}`);
    });
    expect(copies).toEqual([]);
  });

  it('propertySeed takes the seed its variable names, else the fixed one in CI, else a fresh one, and prints it', () => {
    const saved = { seed: process.env.SOME_SEED, ci: process.env.CI };
    const printed: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((text) => printed.push(String(text)) > 0);
    try {
      process.env.SOME_SEED = '1234';
      expect(propertySeed('payments', 77, 'SOME_SEED')).toBe(1234);
      delete process.env.SOME_SEED;
      process.env.CI = 'true';
      expect(propertySeed('payments', 77, 'SOME_SEED')).toBe(77);
      delete process.env.CI;
      const fresh = propertySeed('payments', 77, 'SOME_SEED');
      expect(Number.isInteger(fresh) && fresh >= 0).toBe(true);
      expect(printed).toEqual([
        'payments: SOME_SEED=1234\n',
        'payments: SOME_SEED=77\n',
        `payments: SOME_SEED=${fresh}\n`,
      ]);
    } finally {
      write.mockRestore();
      for (const [name, value] of [
        ['SOME_SEED', saved.seed],
        ['CI', saved.ci],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
