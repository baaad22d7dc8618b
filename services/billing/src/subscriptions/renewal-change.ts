import { runningEdition, type RenewalChangedEvent } from '@reto/contracts';
import type { SubscriptionEntity } from './subscription.entity.js';

type RenewalFields = Pick<
  SubscriptionEntity,
  'id' | 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'editionNumber'
>;

/**
 * Whether a subscription renews at its period's end: not when its renewal was turned off (in the
 * app or at Stripe's dashboard) nor once it ended (Stripe's `canceled`, a deletion).
 */
export const renews = (subscription: Pick<SubscriptionEntity, 'status' | 'cancelAtPeriodEnd'>) =>
  !subscription.cancelAtPeriodEnd && subscription.status !== 'canceled';

/**
 * The event that a subscription's renewal changed (the funnel's "Cancelaron la renovación"): billing's
 * id of it, the edition its current period pays for, whether it renews now, and when that changed.
 */
export const renewalChange = (subscription: RenewalFields, at: Date): RenewalChangedEvent => ({
  subscriptionId: subscription.id,
  edition: editionOfPeriod(subscription.currentPeriodEnd, subscription.editionNumber, at),
  renews: renews(subscription),
  changedAt: at.toISOString(),
});

/**
 * The edition a subscription's current period pays for: the one running on the period's last
 * instant (a period ends on the next edition's first day), else the edition its first payment
 * bought, else the one running now.
 */
function editionOfPeriod(periodEnd: Date | null, firstEdition: number | null, now: Date): number {
  if (periodEnd) return runningEdition(new Date(periodEnd.getTime() - 1).toISOString().slice(0, 10)).number;
  return firstEdition ?? runningEdition(now.toISOString().slice(0, 10)).number;
}
