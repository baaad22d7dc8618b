import { propertySeed } from '@reto/platform/testing';
import fc from 'fast-check';
import { REFUND_REASONS } from '@reto/contracts';
import { derivePaymentState, type LedgerFact } from './payment-state.js';

// A fixed seed in CI; elsewhere a fresh one, printed so a failure can be replayed with PROPERTY_SEED.
const SEED = propertySeed('payment-state properties', 20261128);

const PAID_AT = new Date('2026-11-28T10:00:00Z');
const paid = { basis: 'paid' as const, amountCents: 7800, paidAt: PAID_AT };
const at = (minutes: number) => new Date(PAID_AT.getTime() + minutes * 60_000);
const refund = (amountCents: number | null, minutes = 5, reason: LedgerFact['reason'] = null): LedgerFact => ({
  kind: 'refund',
  disputeId: null,
  amountCents,
  occurredAt: at(minutes),
  reason,
});
const dispute = (kind: LedgerFact['kind'], minutes: number, disputeId = 'dp_1'): LedgerFact => ({
  kind,
  disputeId,
  amountCents: null,
  occurredAt: at(minutes),
});

describe('a payment state from its provider facts', () => {
  it('adds refunds up: 39 + 39 of 78 ends the access; one 39 keeps it', () => {
    expect(derivePaymentState(paid, [refund(3900)], 30)).toEqual({
      state: 'paid',
      access: true,
      refundedCents: 3900,
      refundReasons: ['not_given'],
    });
    expect(derivePaymentState(paid, [refund(3900), refund(3900, 9)], 30)).toEqual({
      state: 'refunded',
      access: false,
      refundedCents: 7800,
      refundReasons: ['not_given'],
    });
  });

  it('keeps the access for a refund after the guarantee period, and ends it for one within', () => {
    expect(derivePaymentState(paid, [refund(null, 31 * 24 * 60)], 30).access).toBe(true);
    expect(derivePaymentState(paid, [refund(null, 29 * 24 * 60)], 30).access).toBe(false);
  });

  it('ends the access while a chargeback is open or lost, and gives it back when it is won', () => {
    expect(derivePaymentState(paid, [dispute('dispute_opened', 1)], 30)).toMatchObject({
      state: 'disputed',
      access: false,
    });
    expect(derivePaymentState(paid, [dispute('dispute_opened', 1), dispute('dispute_lost', 2)], 30).access).toBe(false);
    expect(derivePaymentState(paid, [dispute('dispute_opened', 1), dispute('dispute_won', 2)], 30)).toMatchObject({
      state: 'paid',
      access: true,
    });
    // Won without its opening seen yet, or past the guarantee: still the payment's.
    expect(derivePaymentState(paid, [dispute('dispute_won', 60 * 24 * 60)], 30).access).toBe(true);
  });

  it('gives nothing for a store test order, an order not paid yet or a payment that was not the price', () => {
    for (const basis of ['test', 'pending', 'discrepancy'] as const) {
      expect(derivePaymentState({ ...paid, basis }, [], 30)).toEqual({
        state: basis,
        access: false,
        refundedCents: 0,
        refundReasons: [],
      });
    }
  });

  it('names the reasons its refunds gave, each once, oldest first; "not_given" only when none gave one', () => {
    const reasonsOf = (facts: LedgerFact[]) => derivePaymentState(paid, facts, 30).refundReasons;
    expect(reasonsOf([])).toEqual([]);
    expect(reasonsOf([dispute('dispute_opened', 1)])).toEqual([]);
    expect(reasonsOf([refund(1000, 9, 'duplicate'), refund(1000, 2, 'requested_by_customer')])).toEqual([
      'requested_by_customer',
      'duplicate',
    ]);
    // Two refunds at the same moment: the same answer whichever came first.
    const [duplicate, fraud] = [refund(1000, 3, 'duplicate'), refund(1000, 3, 'fraudulent')];
    expect(reasonsOf([fraud, duplicate])).toEqual(reasonsOf([duplicate, fraud]));
    // The trainer's refund and Stripe's webhook for the same money: one reason, not two.
    expect(reasonsOf([refund(null, 1, 'second_payment'), refund(null, 2)])).toEqual(['second_payment']);
  });

  it('ends the same whatever order and however many times the facts arrive', () => {
    const fact = fc.oneof(
      fc
        .record({
          amount: fc.option(fc.integer({ min: 1, max: 7800 })),
          minutes: fc.integer({ min: 0, max: 60 }),
          reason: fc.option(fc.constantFrom(...REFUND_REASONS)),
        })
        .map(({ amount, minutes, reason }) => refund(amount, minutes, reason)),
      fc
        .record({
          kind: fc.constantFrom<LedgerFact['kind']>('dispute_opened', 'dispute_won', 'dispute_lost'),
          minutes: fc.integer({ min: 0, max: 60 }),
          id: fc.constantFrom('dp_1', 'dp_2'),
        })
        .map(({ kind, minutes, id }) => dispute(kind, minutes, id)),
    );
    fc.assert(
      fc.property(
        fc.array(fact, { maxLength: 6 }),
        fc.func(fc.integer()),
        fc.array(fc.nat(), { maxLength: 4 }),
        (facts, order, duplicates) => {
          const expected = derivePaymentState(paid, facts, 30);
          const shuffled = [...facts].sort((a, b) => order(a) - order(b));
          const withDuplicates = facts.length
            ? [...shuffled, ...duplicates.map((index) => facts[index % facts.length]!)]
            : shuffled;
          // A duplicate of a fact is the same fact (the ledger keeps each once): the state is of the set.
          const unique = [...new Set(withDuplicates)];
          expect(derivePaymentState(paid, unique, 30)).toEqual(expected);
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
