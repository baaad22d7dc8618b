import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BillingSubjects, type CheckoutStartedEvent, type RenewalChangedEvent } from '@reto/contracts';
import { appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import { In, type DataSource } from 'typeorm';
import { renewalChange, renews } from './renewal-change.js';
import { SubscriptionEntity } from './subscription.entity.js';

/** The statuses in which a subscription still runs (Stripe's words). */
const LIVE_STATUSES = ['active', 'past_due', 'trialing'];

export type NewSubscription = Omit<
  SubscriptionEntity,
  'id' | 'createdAt' | 'updatedAt' | 'providerStateAt' | 'renewalRemindedFor'
> & {
  id?: string;
};
export type ProviderSubscriptionState = Partial<
  Pick<SubscriptionEntity, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>
>;

/** A renewal a reminder is due for. */
export interface DueRenewal {
  id: string;
  email: string;
  provider: SubscriptionEntity['provider'];
  amountCents: number;
  currency: string;
  renewsAt: Date;
}

/** Every query on subscriptions. Writes inside a use case take its transaction; reads without one see committed rows. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  /** A new checkout, and the event that it started (the funnel's "empezaron el pago"), committed together. */
  insertStarted(subscription: NewSubscription, started: CheckoutStartedEvent): Promise<SubscriptionEntity> {
    return this.transaction(async (tx) => {
      const saved = await tx.manager.getRepository(SubscriptionEntity).save(subscription);
      await appendToOutbox(tx.manager, BillingSubjects.events.checkoutStarted, started);
      return saved;
    });
  }

  /** The e-mail's latest subscription that still runs. */
  /** An address's checkouts, newest first (the trainer's look-up). */
  ofEmail(email: string, limit: number): Promise<SubscriptionEntity[]> {
    return this.dataSource
      .getRepository(SubscriptionEntity)
      .find({ where: { email }, order: { createdAt: 'DESC' }, take: limit });
  }

  findByClientSecret(clientSecret: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.getRepository(SubscriptionEntity).findOneBy({ clientSecret });
  }

  latestLiveOf(email: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.getRepository(SubscriptionEntity).findOne({
      where: { email, status: In(LIVE_STATUSES) },
      order: { createdAt: 'DESC' },
    });
  }

  /** The simulated checkout of this client secret, locked until the transaction ends. */
  simulatedForUpdate(tx: Tx, clientSecret: string): Promise<SubscriptionEntity | null> {
    return tx.manager.findOne(SubscriptionEntity, {
      where: { clientSecret, provider: 'simulated' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  findByProviderSubscriptionId(providerSubscriptionId: string): Promise<SubscriptionEntity | null> {
    return this.dataSource.getRepository(SubscriptionEntity).findOneBy({ providerSubscriptionId });
  }

  findByProviderId(tx: Tx, providerSubscriptionId: string): Promise<SubscriptionEntity | null> {
    return tx.manager.findOneBy(SubscriptionEntity, { providerSubscriptionId });
  }

  /** A paid period: the subscription runs (until `periodEnd` when known). */
  async activate(tx: Tx, id: string, periodEnd: Date | null): Promise<void> {
    await tx.manager.update(
      SubscriptionEntity,
      { id },
      { status: 'active', ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}) },
    );
  }

  /**
   * The provider's state as of `stateAt` (its event's time), the subscription's row locked first: an
   * event older than the state held changes nothing. When the renewal changes by it (turned off or
   * on at Stripe's dashboard, or the subscription ended), the event that says so goes out through
   * the outbox with the change, once: a retry or an older event finds nothing to change.
   */
  async updateFromProvider(
    tx: Tx,
    providerSubscriptionId: string,
    state: ProviderSubscriptionState,
    stateAt: Date,
  ): Promise<void> {
    const held = await tx.manager.findOne(SubscriptionEntity, {
      where: { providerSubscriptionId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!held || (held.providerStateAt && held.providerStateAt > stateAt)) return;
    await tx.manager.update(SubscriptionEntity, { id: held.id }, { ...state, providerStateAt: stateAt });
    const next = { ...held, ...state };
    if (renews(next) !== renews(held)) {
      await appendToOutbox(tx.manager, BillingSubjects.events.renewalChanged, renewalChange(next, stateAt));
    }
  }

  /**
   * The simulated provider's subscriptions whose period ended by `now` and that renew, locked until
   * the transaction ends (another scan skips them): the renewals it charges.
   */
  simulatedRenewalsDue(tx: Tx, now: Date, limit: number): Promise<SubscriptionEntity[]> {
    return tx.manager
      .createQueryBuilder(SubscriptionEntity, 'subscription')
      .where("subscription.provider = 'simulated'")
      .andWhere("subscription.status = 'active'")
      .andWhere('subscription.cancel_at_period_end = false')
      .andWhere('subscription.current_period_end <= :now', { now })
      .orderBy('subscription.current_period_end')
      .limit(limit)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
  }

  /** The simulated subscriptions whose period ended without a renewal (it was cancelled): they end. */
  async endLapsedSimulated(now: Date): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscriptions SET status = 'canceled'
        WHERE provider = 'simulated' AND status = 'active' AND cancel_at_period_end AND current_period_end <= $1`,
      [now],
    );
  }

  /**
   * The member's renewal turned off (the subscription ends with its period: a cancellation) or back
   * on, and the event that says so, committed together. It is the provider's state as of the change
   * (Stripe was told first), so an event Stripe made before it, arriving late, changes nothing.
   */
  async setRenewal(id: string, change: RenewalChangedEvent): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.manager
        .getRepository(SubscriptionEntity)
        .update({ id }, { cancelAtPeriodEnd: !change.renews, providerStateAt: new Date(change.changedAt) });
      await appendToOutbox(tx.manager, BillingSubjects.events.renewalChanged, change);
    });
  }

  /**
   * The running subscriptions that renew after `from` and no later than `until` and were not yet
   * reminded for this period, marked reminded in the same statement (two scanners never both take
   * one). A new period end (the next renewal) makes a subscription due again.
   */
  async claimRenewalsDue(from: Date, until: Date): Promise<DueRenewal[]> {
    const rows = (await this.dataSource.query(
      `UPDATE subscriptions SET renewal_reminded_for = current_period_end
        WHERE status = 'active' AND NOT cancel_at_period_end
          AND current_period_end > $1 AND current_period_end <= $2
          AND renewal_reminded_for IS DISTINCT FROM current_period_end
        RETURNING id, email, provider, amount_cents, currency, current_period_end`,
      [from, until],
    )) as [Array<Record<string, unknown>>, number];
    return rows[0].map((row) => ({
      id: row.id as string,
      email: row.email as string,
      provider: row.provider as SubscriptionEntity['provider'],
      amountCents: row.amount_cents as number,
      currency: row.currency as string,
      renewsAt: row.current_period_end as Date,
    }));
  }

  /** A reminder that could not be sent is due again at the next scan. */
  async releaseRenewalReminder(renewal: DueRenewal): Promise<void> {
    await this.dataSource.query(
      `UPDATE subscriptions SET renewal_reminded_for = NULL WHERE id = $1 AND renewal_reminded_for = $2`,
      [renewal.id, renewal.renewsAt],
    );
  }
}
