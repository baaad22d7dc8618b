import { randomUUID } from 'node:crypto';
import {
  BillingSubjects,
  ChallengeSubjects,
  IdentitySubjects,
  type ChallengeDayDto,
  type MemberInput,
} from '@reto/contracts';
import { createLogger, EventBus } from '@reto/platform';
import { startServiceUnderTest, type ServiceUnderTest, until } from '@reto/platform/testing';
import pg from 'pg';
import { challengeDatabase } from '../src/challenge.database.js';

let challenge: ServiceUnderTest;
let sql: pg.Client;
let bus: EventBus;

const member: MemberInput = { userId: 301, email: 'carrera@example.com', gender: 'male', timezone: 'Europe/Madrid' };
/** Transactions waiting to write to the outbox (blocked by the test's lock). */
const outboxWaiters = async () =>
  (
    await sql.query(
      `SELECT 1 FROM pg_locks l JOIN pg_class c ON c.oid = l.relation WHERE c.relname = 'outbox' AND NOT l.granted`,
    )
  ).rowCount;
const challengeDay = () => challenge.rpc.request<ChallengeDayDto>(ChallengeSubjects.challengeDay, { member });

beforeAll(async () => {
  challenge = await startServiceUnderTest(
    challengeDatabase,
    async () => (await import('../src/app.module.js')).AppModule,
    { CLOCK_CONTROL: 'true', REDIS_PREFIX: `it${randomUUID().slice(0, 8)}` },
  );
  await challenge.setClock(new Date('2026-11-10T12:00:00Z'));
  // The database owner's connection, to hold the grant's transaction open at a chosen moment.
  sql = new pg.Client({ connectionString: challenge.db.urlFor('challenge') });
  await sql.connect();
  bus = await EventBus.create(
    challenge.rpc.nats,
    'billing',
    process.env.NATS_SUBJECT_PREFIX!,
    createLogger('test', 'silent'),
  );
});

afterAll(async () => {
  await sql?.query('ROLLBACK').catch(() => undefined);
  await sql?.end();
  await challenge?.close();
});

describe("the member's cached answers around a payment", () => {
  it('shows the access granted by a payment on the first read after the grant commits, even if a read raced it', async () => {
    expect((await challengeDay()).access.status).toBe('none');
    // The member's address is verified (identity said so), so a payment by that e-mail is theirs.
    await bus.publish(
      IdentitySubjects.events.userEmailVerified,
      { userId: member.userId, email: member.email, preApproved: false, verifiedAt: '2026-11-10T11:00:00Z' },
      'msg-verified-race',
    );
    await until(
      async () =>
        (await sql.query('SELECT 1 FROM challenge.verified_emails WHERE user_id = $1', [member.userId])).rowCount === 1,
    );

    // Hold the grant's transaction open where it writes its outbox row, after it has changed the
    // enrolments (SHARE blocks inserts, not the relay's reads).
    await sql.query('BEGIN');
    await sql.query('LOCK TABLE challenge.outbox IN SHARE MODE');
    await bus.publish(
      BillingSubjects.events.paymentState,
      {
        paymentId: 'pi_race',
        version: 1,
        email: member.email,
        state: 'paid',
        access: true,
        amountCents: 7800,
        refundedCents: 0,
        currency: 'usd',
        provider: 'simulated',
        paidAt: '2026-11-10T12:00:00Z',
      },
      'msg-pay-race',
    );
    await until(async () => {
      return (await outboxWaiters()) === 1;
    });

    // A read while the grant is in flight sees the committed state: no access yet.
    expect((await challengeDay()).access.status).toBe('none');

    await sql.query('COMMIT');
    await until(async () => {
      const rows = await sql.query('SELECT 1 FROM challenge.enrolments WHERE email = $1', [member.email]);
      return rows.rowCount === 1;
    });
    // The grant has committed: the access shows at once (the cache is dropped right after the commit),
    // not after the 5 minutes a "none" cached during the grant would last.
    await until(async () => (await challengeDay()).access.status === 'active', { timeoutMs: 2_000 });
  });
});
