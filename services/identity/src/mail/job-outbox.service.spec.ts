import { queueJobIdOf } from './job-outbox.service.js';

describe("a job outbox row's BullMQ id", () => {
  const at = new Date('2026-11-29T00:19:40.123Z');

  it('is the same each time the same row is handed over (one job however often it is offered)', () => {
    expect(queueJobIdOf({ id: '3', createdAt: at })).toBe(queueJobIdOf({ id: '3', createdAt: new Date(at) }));
  });

  it("differs for a database created again, whose ids start over (Redis may still keep the old row 3's job)", () => {
    const before = queueJobIdOf({ id: '3', createdAt: new Date('2026-11-28T23:41:00.000Z') });
    expect(queueJobIdOf({ id: '3', createdAt: at })).not.toBe(before);
    expect(queueJobIdOf({ id: '4', createdAt: at })).not.toBe(queueJobIdOf({ id: '3', createdAt: at }));
  });
});
