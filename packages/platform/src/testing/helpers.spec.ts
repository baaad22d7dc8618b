import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../errors.js';
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
});
