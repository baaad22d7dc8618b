import type { MigrationInterface } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '@reto/platform/testing';
import pg from 'pg';
import { billingDatabase } from '../src/billing.database.js';
import type { PaymentFactKind } from '../src/payments/payment-fact.entity.js';
import type { PaymentBasis } from '../src/payments/payment.entity.js';
import { derivePaymentState } from '../src/payments/payment-state.js';

/**
 * The payment ledger's migration (1764800000000) on a database that holds rows of the old shape:
 * payments that were only `succeeded`, `refunded` or `discrepancy`, and the refunds and chargebacks
 * kept in early_refunds for payments not seen yet. After it, every payment's stored state is the one
 * the ledger derives from its facts (so the next fact changes only what it should), and the early
 * ones wait as facts for their payment.
 */
const LEDGER_AT = 1764800000000;
const GUARANTEE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
type MigrationClass = new () => MigrationInterface;
const timestampOf = (migration: MigrationClass): number =>
  Number(/(\d{13})$/.exec(new migration().name ?? '')?.[1] ?? 0);

let db: TestDatabase;
let sql: pg.Client;
const paidAt = new Date('2026-10-01T10:00:00Z');

beforeAll(async () => {
  db = await createTestDatabase('ledgermig');
  // The database as it was before the ledger.
  await db.migrate({
    ...billingDatabase,
    migrations: (billingDatabase.migrations as MigrationClass[]).filter(
      (migration) => timestampOf(migration) < LEDGER_AT,
    ),
  });
  sql = new pg.Client({ connectionString: db.urlFor('billing') });
  await sql.connect();
  await sql.query('SET search_path TO billing');
  const payment = (
    id: string,
    provider: string,
    providerPaymentId: string,
    paymentIntentId: string | null,
    amountCents: number,
    status: string,
    refundedAt: Date | null,
  ) =>
    sql.query(
      `INSERT INTO payments (id, provider, provider_payment_id, email, payment_intent_id, amount_cents, currency,
                             status, paid_at, refunded_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'usd', $7, $8, $9)`,
      [
        id,
        provider,
        providerPaymentId,
        `${id.slice(-2)}@example.com`,
        paymentIntentId,
        amountCents,
        status,
        paidAt,
        refundedAt,
      ],
    );
  await payment('00000000-0000-4000-8000-0000000000a1', 'stripe', 'in_paid', 'pi_paid', 7800, 'succeeded', null);
  await payment('00000000-0000-4000-8000-0000000000a2', 'stripe', 'in_no_intent', null, 7800, 'succeeded', null);
  await payment(
    '00000000-0000-4000-8000-0000000000a3',
    'shopify',
    'order_refunded',
    null,
    7800,
    'refunded',
    new Date(paidAt.getTime() + 2 * DAY_MS),
  );
  await payment('00000000-0000-4000-8000-0000000000a4', 'simulated', 'sim_cheap', null, 100, 'discrepancy', null);
  await sql.query(
    `INSERT INTO early_refunds (provider, payment_ref, refunded_cents, received_at, disputed)
     VALUES ('stripe', 'pi_later', 3900, $1, false), ('stripe', 'pi_chargeback', NULL, $1, true)`,
    [paidAt],
  );
  // The rest of the migrations, as a deploy runs them.
  await db.migrate(billingDatabase);
});

afterAll(async () => {
  await sql?.end();
  await db?.drop();
});

describe('the payment ledger migration on rows of the old shape', () => {
  it('gives every payment its reference, basis, version 1 and the state challenge already follows', async () => {
    const { rows } = await sql.query(
      `SELECT provider_payment_id, payment_ref, basis, state_version, access, refunded_cents, status
         FROM payments ORDER BY provider_payment_id`,
    );
    expect(rows).toEqual([
      {
        provider_payment_id: 'in_no_intent',
        payment_ref: 'in_no_intent',
        basis: 'paid',
        state_version: 1,
        access: true,
        refunded_cents: 0,
        status: 'succeeded',
      },
      {
        provider_payment_id: 'in_paid',
        payment_ref: 'pi_paid',
        basis: 'paid',
        state_version: 1,
        access: true,
        refunded_cents: 0,
        status: 'succeeded',
      },
      {
        provider_payment_id: 'order_refunded',
        payment_ref: 'order_refunded',
        basis: 'paid',
        state_version: 1,
        access: false,
        refunded_cents: 7800,
        status: 'refunded',
      },
      {
        provider_payment_id: 'sim_cheap',
        payment_ref: 'sim_cheap',
        basis: 'discrepancy',
        state_version: 1,
        access: false,
        refunded_cents: 0,
        status: 'discrepancy',
      },
    ]);
  });

  it("keeps what the old tables knew as facts: a refunded payment's refund, and the early refund and chargeback waiting for their payments", async () => {
    const { rows } = await sql.query(
      `SELECT provider, payment_ref, kind, dispute_id, amount_cents FROM payment_facts ORDER BY payment_ref`,
    );
    expect(rows).toEqual([
      { provider: 'shopify', payment_ref: 'order_refunded', kind: 'refund', dispute_id: null, amount_cents: null },
      {
        provider: 'stripe',
        payment_ref: 'pi_chargeback',
        kind: 'dispute_opened',
        dispute_id: 'migrated',
        amount_cents: null,
      },
      { provider: 'stripe', payment_ref: 'pi_later', kind: 'refund', dispute_id: null, amount_cents: 3900 },
    ]);
    expect((await sql.query(`SELECT to_regclass('billing.early_refunds') AS table`)).rows).toEqual([{ table: null }]);
  });

  it('stores for every payment the state the ledger derives from its facts, so the next fact changes only what it should', async () => {
    const payments = (
      await sql.query<{
        provider: string;
        payment_ref: string;
        basis: PaymentBasis;
        amount_cents: number;
        paid_at: Date;
        access: boolean;
        refunded_cents: number;
      }>('SELECT provider, payment_ref, basis, amount_cents, paid_at, access, refunded_cents FROM payments')
    ).rows;
    for (const payment of payments) {
      const facts = (
        await sql.query<{
          kind: PaymentFactKind;
          dispute_id: string | null;
          amount_cents: number | null;
          occurred_at: Date;
        }>(
          'SELECT kind, dispute_id, amount_cents, occurred_at FROM payment_facts WHERE provider = $1 AND payment_ref = $2',
          [payment.provider, payment.payment_ref],
        )
      ).rows;
      const derived = derivePaymentState(
        { basis: payment.basis, amountCents: payment.amount_cents, paidAt: payment.paid_at },
        facts.map((fact) => ({
          kind: fact.kind,
          disputeId: fact.dispute_id,
          amountCents: fact.amount_cents,
          occurredAt: fact.occurred_at,
        })),
        GUARANTEE_DAYS,
      );
      expect({ ref: payment.payment_ref, access: payment.access, refundedCents: payment.refunded_cents }).toEqual({
        ref: payment.payment_ref,
        access: derived.access,
        refundedCents: derived.refundedCents,
      });
    }
  });
});
