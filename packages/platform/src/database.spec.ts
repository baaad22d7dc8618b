import { isUniqueViolation, serviceDatabase, publishesEvents } from './database.js';
import { ProcessedEventEntity } from './events/processed-event.entity.js';
import { OutboxEntity } from './outbox/outbox.entity.js';

class OwnEntity {}
class OwnMigration1764000000000 {}
const migrationNames = (migrations: unknown) =>
  (migrations as Array<new () => { name?: string }>).map((migration) => new migration().name ?? migration.name);

describe("a service's database", () => {
  it('holds the outbox and processed_events only where the service publishes or consumes events, created at their own timestamps', () => {
    const publisher = serviceDatabase({
      service: 'billing',
      entities: [OwnEntity],
      migrations: [OwnMigration1764000000000],
      outboxAt: 1763700000100,
      processedEventsAt: 1763700000200,
    });
    expect(publisher.entities).toEqual([OwnEntity, OutboxEntity, ProcessedEventEntity]);
    expect(migrationNames(publisher.migrations)).toEqual([
      'OwnMigration1764000000000',
      'CreateOutbox1763700000100',
      'CreateProcessedEvents1763700000200',
    ]);
    expect(publishesEvents(publisher)).toBe(true);

    const consumerOnly = serviceDatabase({
      service: 'admin',
      entities: [OwnEntity],
      migrations: [OwnMigration1764000000000],
      processedEventsAt: 1764000000000,
    });
    expect(consumerOnly.entities).toEqual([OwnEntity, ProcessedEventEntity]);
    expect(migrationNames(consumerOnly.migrations)).toEqual([
      'OwnMigration1764000000000',
      'CreateProcessedEvents1764000000000',
    ]);
    // No outbox: the service kit starts no relay polling it.
    expect(publishesEvents(consumerOnly)).toBe(false);
  });
});

describe('a unique violation', () => {
  it("is PostgreSQL's 23505 and nothing else", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
