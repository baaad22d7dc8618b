import { Inject, Injectable } from '@nestjs/common';
import { nextEditionStartAfter } from '@reto/contracts';
import { Clock, LOGGER, repeatingJob } from '@reto/platform';
import type { Logger } from 'pino';
import type { BillingConfig } from '../billing.config.js';
import { SIMULATED_RENEWALS_QUEUE } from '../billing.constants.js';
import { PaymentsLedger } from '../payments/payments-ledger.service.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

/** Renewals charged per transaction of a scan. */
const BATCH = 100;

/**
 * The simulated provider renews as Stripe does with the edition as billing cycle: when a period
 * ends (an edition's first day), a subscription that renews is charged for the edition starting
 * then (a payment made at that instant, so it buys that edition) and its next period ends on the
 * first day of the edition after. One that was cancelled ends with its period.
 */
@Injectable()
export class SimulatedRenewals {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly ledger: PaymentsLedger,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Charges every renewal due now; returns how many were charged. */
  async chargeDue(): Promise<number> {
    const now = this.clock.now();
    let charged = 0;
    for (;;) {
      const batch = await this.subscriptions.transaction(async (tx) => {
        const due = await this.subscriptions.simulatedRenewalsDue(tx, now, BATCH);
        for (const subscription of due) {
          const renewsAt = subscription.currentPeriodEnd!;
          // A charge off the price is recorded as a discrepancy for the trainer (it grants nothing).
          await this.ledger.paid(tx, {
            provider: 'simulated',
            // One payment per subscription and period: a scan that runs again charges nothing more.
            providerPaymentId: `sim_pay_${subscription.id}_${renewsAt.toISOString()}`,
            email: subscription.email,
            amountCents: subscription.amountCents,
            currency: subscription.currency,
            paidAt: renewsAt,
            subscriptionId: subscription.id,
          });
          await this.subscriptions.activate(tx, subscription.id, nextEditionStartAfter(renewsAt));
        }
        return due.length;
      });
      charged += batch;
      if (batch < BATCH) break;
    }
    await this.subscriptions.endLapsedSimulated(now);
    if (charged > 0) this.logger.info({ charged }, 'simulated renewals charged');
    return charged;
  }
}

/** Runs {@link SimulatedRenewals} with the renewal reminders' period, one scan at a time across replicas (BullMQ). */
export const SimulatedRenewalsJob = repeatingJob({
  queue: SIMULATED_RENEWALS_QUEUE,
  scheduler: 'charge-simulated-renewals',
  job: 'scan',
  every: (config: BillingConfig) => config.RENEWAL_REMINDER_SCAN_MS,
  runs: SimulatedRenewals,
  run: (renewals) => renewals.chargeDue(),
});
