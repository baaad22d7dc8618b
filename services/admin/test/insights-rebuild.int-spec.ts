import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import {
  ChallengeSubjects,
  editionByNumber,
  type EnrolmentChangedEvent,
  type ExerciseCompletedEvent,
  PROGRAMME_REST_DAYS,
} from '@reto/contracts';
import { Clock, createLogger, EventBus, natsConnectionOptions } from '@reto/platform';
import { startServiceUnderTest, testAdminUrl, type ServiceUnderTest } from '@reto/platform/testing';
import pg from 'pg';
import { adminDatabase } from '../src/admin.database.js';
import { MEMBER_SLICE } from '../src/insights/completions.fold.js';
import { INSIGHTS_FEEDS } from '../src/insights/insights-feeds.js';
import { InsightsRebuildService } from '../src/insights/insights-rebuild.service.js';
import { InsightsRepository } from '../src/insights/insights.repository.js';
import { InsightsService } from '../src/insights/insights.service.js';

/**
 * The rebuild with a statement bound a quarter of the service's default, over more members than one
 * of its statements may write: every statement of the rebuild handles a bounded number of rows
 * (counted here by statement triggers), whatever the history's length, so it completes under any
 * bound those rows fit in; and it gives the figures the live consumers' own write gives for the same
 * events. (At 100,000 members, one statement folding the whole month was cancelled at 60 s.)
 */
const EDITION = 70;
const MEMBERS = 1500;
const STATEMENT_TIMEOUT_MS = 500;
/** The rebuild reads this many events at a time here: each write of its pass handles at most this many. */
const BATCH = 200;
const DAY_MS = 86_400_000;
const TODAY = 9;
const REST_DAYS = new Set(PROGRAMME_REST_DAYS);
const at = (day: number) =>
  new Date(Date.parse(`${editionByNumber(EDITION).startDate}T19:00:00Z`) + (day - 1) * DAY_MS).toISOString();

const userIds = Array.from({ length: MEMBERS }, (_, index) => index + 1);
const enrolments: EnrolmentChangedEvent[] = userIds.map((userId) => ({
  enrolmentId: randomUUID(),
  edition: EDITION,
  userId,
  live: userId % 50 !== 0,
  changedAt: at(-2),
}));
/** Every training day up to yesterday, for nine members in ten, each skipping about one day in nine (a member in seven completing the routine only on even days). */
const completions: ExerciseCompletedEvent[] = userIds.flatMap((userId) =>
  userId % 10 === 0
    ? []
    : Array.from({ length: TODAY - 1 }, (_, index) => index + 1)
        .filter((day) => !REST_DAYS.has(day) && (userId * 7 + day) % 9 !== 0)
        .map((day) => ({
          userId,
          edition: EDITION,
          exerciseId: day * 10,
          unitId: day,
          programmeDay: day,
          unitCompleted: userId % 7 !== 0 || day % 2 === 0,
          challengeDay: day,
          streak: 1,
          completedAt: at(day),
        })),
);

let admin: ServiceUnderTest;
let sql: pg.Client;
let nc: NatsConnection;

beforeAll(async () => {
  // The rebuild command's module (no live consumers: the events below are the history it reads).
  admin = await startServiceUnderTest(
    adminDatabase,
    async () => (await import('../src/insights/insights-rebuild.module.js')).InsightsRebuildModule,
    { DATABASE_QUERY_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS), CLOCK_CONTROL: 'true' },
  );
  await admin.setClock(new Date(at(TODAY)));
  const url = new URL(testAdminUrl());
  url.pathname = `/${admin.db.name}`;
  sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  // How many rows each statement writes into the member rows (statement triggers with their transition tables).
  await sql.query(`
    CREATE TABLE admin.statement_rows (rows integer NOT NULL);
    GRANT INSERT ON admin.statement_rows TO PUBLIC;
    CREATE FUNCTION admin.count_statement_rows() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO admin.statement_rows SELECT count(*) FROM changed; RETURN NULL; END $$;
    CREATE TRIGGER inserted AFTER INSERT ON admin.insight_members REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION admin.count_statement_rows();
    CREATE TRIGGER updated AFTER UPDATE ON admin.insight_members REFERENCING NEW TABLE AS changed
      FOR EACH STATEMENT EXECUTE FUNCTION admin.count_statement_rows();`);
  nc = await connect(natsConnectionOptions({ url: process.env.NATS_URL ?? 'nats://127.0.0.1:4222' }));
  const bus = await EventBus.create(nc, 'challenge', process.env.NATS_SUBJECT_PREFIX!, createLogger('test', 'silent'));
  const publish = async (subject: string, events: object[]) => {
    for (let from = 0; from < events.length; from += 1000) {
      await Promise.all(events.slice(from, from + 1000).map((event) => bus.publish(subject, event, randomUUID())));
    }
  };
  await publish(ChallengeSubjects.events.enrolmentChanged, enrolments);
  await publish(ChallengeSubjects.events.exerciseCompleted, completions);
  await bus.close();
}, 120_000);

afterAll(async () => {
  await admin?.setClock(null).catch(() => undefined);
  await nc?.close();
  await sql?.end();
  await admin?.close();
  delete process.env.DATABASE_QUERY_TIMEOUT_MS;
});

/** The tab's answer, read by the service's own query from the read model as it stands. */
const tab = () =>
  new InsightsService(admin.app.get(InsightsRepository), admin.app.get(Clock)).get({ edition: EDITION });

describe('insights rebuild under a small statement bound', () => {
  it("completes with every statement bounded, and gives the live consumers' figures", async () => {
    const lines: string[] = [];
    const { events } = await admin.app
      .get(InsightsRebuildService)
      .run({ batchSize: BATCH, progress: (line) => lines.push(line) });

    expect(events).toBe(enrolments.length + completions.length);
    expect(lines).toContain(`challenge: ${events} event(s) read, the whole stream`);
    const { rows } = await sql.query('SELECT max(rows)::int AS most FROM admin.statement_rows');
    expect(rows[0].most).toBeLessThanOrEqual(MEMBER_SLICE);
    expect(lines.at(-1)).toBe(`edition ${EDITION}: the completions of 1350 of 1350 member(s) written`);
    const rebuilt = await tab();
    expect(rebuilt.members).toBe(1350);
    expect(rebuilt.atRiskCount).toBeGreaterThan(0);

    // The same events through the live consumers' write (it takes one event or a batch alike).
    const repository = admin.app.get(InsightsRepository);
    await repository.inTransaction((tx) => repository.clear(tx));
    const write = async (subject: string, events: object[]) => {
      const feed = INSIGHTS_FEEDS.find((candidate) => candidate.subject === subject)!;
      for (let from = 0; from < events.length; from += BATCH) {
        await repository.inTransaction((tx) => feed.apply(repository, tx, events.slice(from, from + BATCH)));
      }
    };
    await write(ChallengeSubjects.events.enrolmentChanged, enrolments);
    await write(ChallengeSubjects.events.exerciseCompleted, completions);
    expect(await tab()).toEqual(rebuilt);
  });
});
