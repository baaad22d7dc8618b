import fs from 'node:fs';
import { jest } from '@jest/globals';
import { createLogger, LOG_BUFFER_BYTES } from './logger.js';

/**
 * What this spec's logger (`app`) writes to stdout (fd 1), each write's text, none of it reaching the
 * real stdout. Other writes go on as they would: a logger an earlier spec file left in this worker
 * (its periodic flush on the shared `fs`, an empty write when it has nothing) is not counted.
 */
function stdoutWrites(app: string) {
  const writes: string[] = [];
  const write = fs.write.bind(fs);
  const spy = jest.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
    if (fd !== 1 || !String(data).includes(`"app":"${app}"`))
      return (write as (...args: unknown[]) => void)(fd, data, ...rest);
    writes.push(String(data));
    const done = rest.at(-1) as (error: null, written: number) => void;
    setImmediate(() => done(null, Buffer.byteLength(String(data))));
  }) as typeof fs.write);
  return { writes, restore: () => spy.mockRestore() };
}

describe('createLogger', () => {
  it('writes the lines in batches, many in one write, not a write per line', async () => {
    const { writes, restore } = stdoutWrites('logger-spec');
    // The periodic flush (every LOG_FLUSH_MS) held still: on a busy machine it could fall between
    // two of the lines below and split the batch this test counts.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    try {
      const logger = createLogger('logger-spec', 'info');
      const line = { reqId: 'req-1', method: 'GET', path: '/api/reviews', status: 200, ms: 3 };
      logger.info(line, 'http request');
      logger.info(line, 'http request');
      await new Promise((resolve) => setImmediate(resolve));
      // Under the batch's size: still in memory.
      expect(writes).toEqual([]);
      const lines = Math.ceil(LOG_BUFFER_BYTES / 100) + 1;
      for (let i = 0; i < lines; i += 1) logger.info(line, 'http request');
      await new Promise((resolve) => setImmediate(resolve));
      // Written in batches of the buffer's size: one, or two when the lines that came while the
      // first was being written filled the buffer again (how many depends on a line's length).
      expect(writes.length).toBeGreaterThan(0);
      expect(writes.length).toBeLessThan(lines / 10);
      for (const write of writes) expect(Buffer.byteLength(write)).toBeGreaterThanOrEqual(LOG_BUFFER_BYTES);
      logger.flush();
    } finally {
      jest.useRealTimers();
      restore();
    }
  });
});
