import type { PaymentStateName, RefundReason } from '@reto/contracts';
import { DAY_MS } from '../billing.constants.js';
import type { PaymentFactKind } from './payment-fact.entity.js';
import type { PaymentBasis } from './payment.entity.js';

export interface LedgerFact {
  kind: PaymentFactKind;
  disputeId: string | null;
  /** A refund's amount; null: the whole payment. */
  amountCents: number | null;
  occurredAt: Date;
  /** A refund's reason; null: none given. */
  reason?: RefundReason | null;
}

export interface DerivedPaymentState {
  state: PaymentStateName;
  access: boolean;
  refundedCents: number;
  /**
   * The reasons the payment's refunds gave, each once, oldest first; `not_given` when it was refunded
   * and none gave one (a refund recorded twice, by the trainer and by the provider's webhook, counts once).
   */
  refundReasons: RefundReason[];
}

/** A dispute's outcome: the latest closing fact decides (a lost then reversed one is won); none yet: open. */
function disputeOutcomes(facts: LedgerFact[]): Array<'open' | 'won' | 'lost'> {
  const byDispute = new Map<string, LedgerFact[]>();
  for (const fact of facts) {
    if (!fact.kind.startsWith('dispute_')) continue;
    const key = fact.disputeId ?? '';
    byDispute.set(key, [...(byDispute.get(key) ?? []), fact]);
  }
  return [...byDispute.values()].map((steps) => {
    const closing = steps
      .filter((step) => step.kind !== 'dispute_opened')
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.kind === 'dispute_won' ? -1 : 1));
    const last = closing.at(-1);
    return last ? (last.kind === 'dispute_won' ? 'won' : 'lost') : 'open';
  });
}

/**
 * A payment's state from its basis and the provider facts about it, as a set: whatever order the
 * facts came in, the answer is the same. Refunds add up (each capped at what is left); the access
 * ends when the refunds made within the guarantee period returned the whole price, or while a
 * chargeback is open or was lost; a won dispute gives it back. A refund after the guarantee is
 * recorded and keeps the access.
 */
export function derivePaymentState(
  payment: { basis: PaymentBasis; amountCents: number; paidAt: Date },
  facts: LedgerFact[],
  guaranteeDays: number,
): DerivedPaymentState {
  const refunds = facts.filter((fact) => fact.kind === 'refund');
  const amountOf = (fact: LedgerFact) => fact.amountCents ?? payment.amountCents;
  const refundedCents = Math.min(
    payment.amountCents,
    refunds.reduce((sum, fact) => sum + amountOf(fact), 0),
  );
  const guaranteeEnds = payment.paidAt.getTime() + guaranteeDays * DAY_MS;
  const refundedInGuarantee = refunds
    .filter((fact) => fact.occurredAt.getTime() <= guaranteeEnds)
    .reduce((sum, fact) => sum + amountOf(fact), 0);
  const fullyRefunded = refunds.length > 0 && refundedCents >= payment.amountCents;
  const given = [
    ...new Set(
      [...refunds]
        .sort(
          (a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.reason ?? '').localeCompare(b.reason ?? ''),
        )
        .flatMap((fact) => (fact.reason ? [fact.reason] : [])),
    ),
  ];
  const refundReasons: RefundReason[] = refunds.length > 0 && given.length === 0 ? ['not_given'] : given;
  if (payment.basis !== 'paid' && payment.basis !== 'granted') {
    return { state: fullyRefunded ? 'refunded' : payment.basis, access: false, refundedCents, refundReasons };
  }
  if (disputeOutcomes(facts).some((outcome) => outcome !== 'won')) {
    return { state: 'disputed', access: false, refundedCents, refundReasons };
  }
  if (fullyRefunded) {
    return {
      state: 'refunded',
      access: refundedInGuarantee < payment.amountCents,
      refundedCents,
      refundReasons,
    };
  }
  return { state: 'paid', access: true, refundedCents, refundReasons };
}
