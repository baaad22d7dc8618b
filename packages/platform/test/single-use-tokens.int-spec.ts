import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../src/clock/clock.js';
import { serviceDatabase, serviceDataSourceOptions } from '../src/database.js';
import { hashToken } from '../src/tokens/token-hash.js';
import { SingleUseTokens } from '../src/tokens/single-use-tokens.service.js';
import { runInTransaction } from '../src/transactions/transaction.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.js';

/** A service's own table of mailed links from before the platform kept them, with one link already out. */
class LegacyLinks1763700000300 implements MigrationInterface {
  name = 'LegacyLinks1763700000300';
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE legacy_links (
        token_hash char(64) PRIMARY KEY,
        review_id  integer NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO legacy_links (token_hash, review_id, expires_at) VALUES ($1, 7, '2030-01-01')`, [
      hashToken('mailed-before'),
    ]);
  }
  async down(): Promise<void> {}
}

const database = serviceDatabase({
  service: 'reviews',
  entities: [],
  migrations: [LegacyLinks1763700000300],
  singleUseTokens: { at: 1763700000400, from: { table: 'legacy_links', purpose: "'review'", subject: 'review_id' } },
});

class FixedClock extends Clock {
  at = new Date('2026-11-20T12:00:00Z');
  now(): Date {
    return this.at;
  }
}

let db: TestDatabase;
let dataSource: DataSource;
const clock = new FixedClock();
let tokens: SingleUseTokens;
const inTx = <T>(work: Parameters<typeof runInTransaction<T>>[1]) => runInTransaction(dataSource, work);

beforeAll(async () => {
  db = await createTestDatabase('it_tokens');
  await db.migrate(database);
  dataSource = await new DataSource(serviceDataSourceOptions({ ...database, url: db.urlFor('reviews') })).initialize();
  tokens = new SingleUseTokens(dataSource, clock);
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

describe("the platform's single-use tokens", () => {
  it('took over the service table: a link mailed before still works, once', async () => {
    const legacy = await dataSource.query(
      `SELECT to_regclass('reviews.legacy_links') AS legacy, to_regclass('reviews.single_use_tokens') AS tokens`,
    );
    expect(legacy[0]).toEqual({ legacy: null, tokens: 'single_use_tokens' });
    expect(await inTx((tx) => tokens.redeem(['review'], 'mailed-before', tx))).toEqual({
      state: 'valid',
      purpose: 'review',
      subject: '7',
      address: null,
    });
    expect(await inTx((tx) => tokens.redeem(['review'], 'mailed-before', tx))).toEqual({ state: 'used' });
  });

  it('keeps only the hash, answers for its purpose only, and expires', async () => {
    const { token, expiresAt } = await tokens.issue('reset', 42, 60_000);
    expect(expiresAt).toEqual(new Date(clock.at.getTime() + 60_000));
    expect((await dataSource.query(`SELECT token_hash FROM single_use_tokens WHERE subject = '42'`))[0]).toEqual({
      token_hash: hashToken(token),
    });
    expect(await tokens.check(['magic'], token)).toEqual({ state: 'not_found' });
    expect(await tokens.check(['magic', 'reset'], token)).toEqual({
      state: 'valid',
      purpose: 'reset',
      subject: '42',
      address: null,
    });
    clock.at = new Date(clock.at.getTime() + 60_000);
    expect(await tokens.check(['reset'], token)).toEqual({ state: 'expired' });
  });

  it('names the address a token was mailed to, and a changed address ends every pending token of the subject', async () => {
    const mailed = await tokens.issue('verify', 44, 60_000, undefined, 'ana@example.com');
    const other = await tokens.issue('reset', 44, 60_000);
    const elsewhere = await tokens.issue('reset', 45, 60_000);
    expect(await tokens.check(['verify'], mailed.token)).toMatchObject({ state: 'valid', address: 'ana@example.com' });
    await inTx((tx) => tokens.invalidateAllOf(44, tx));
    expect(await tokens.check(['verify'], mailed.token)).toEqual({ state: 'used' });
    expect(await tokens.check(['reset'], other.token)).toEqual({ state: 'used' });
    expect(await tokens.check(['reset'], elsewhere.token)).toMatchObject({ state: 'valid', subject: '45' });
  });

  it('lets exactly one of two redemptions at once win', async () => {
    const { token } = await tokens.issue('verify', 43, 60_000);
    const outcomes = await Promise.all([1, 2].map(() => inTx((tx) => tokens.redeem(['verify'], token, tx))));
    expect(outcomes.map((outcome) => outcome.state).sort()).toEqual(['used', 'valid']);
  });

  it('ends the other pending tokens of a purpose, and purges the expired and the long used', async () => {
    const first = await tokens.issue('reset', 44, 60_000);
    const other = await tokens.issue('magic', 44, 60_000);
    await inTx((tx) => tokens.invalidateOthers('reset', 44, tx));
    expect(await tokens.check(['reset'], first.token)).toEqual({ state: 'used' });
    expect((await tokens.check(['magic'], other.token)).state).toBe('valid');

    const purged = await tokens.purge(new Date(clock.at.getTime() + 120_000), new Date(clock.at.getTime() + 1));
    expect(purged).toBeGreaterThanOrEqual(2);
    expect(await tokens.check(['magic'], other.token)).toEqual({ state: 'not_found' });
  });
});
