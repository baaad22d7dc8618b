import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { runInTransaction, type Tx } from '@reto/platform';
import { In, type DataSource } from 'typeorm';
import { SubscriptionEntity } from './subscription.entity.js';

/** The statuses in which a subscription still runs (Stripe's words). */
const LIVE_STATUSES = ['active', 'past_due', 'trialing'];

export type NewSubscription = Omit<SubscriptionEntity, 'id' | 'createdAt' | 'updatedAt' | 'providerStateAt'> & {
  id?: string;
};
export type ProviderSubscriptionState = Partial<
  Pick<SubscriptionEntity, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>
>;

/** Every query on subscriptions. Writes inside a use case take its transaction; reads without one see committed rows. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  insert(subscription: NewSubscription): Promise<SubscriptionEntity> {
    return this.dataSource.getRepository(SubscriptionEntity).save(subscription);
  }

  /** The e-mail's latest subscription that still runs. */
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

  /** The provider's word on a subscription (status, renewal, period end). */
  /** The provider's state as of `stateAt` (its event's time); an event older than the state held changes nothing. */
  async updateFromProvider(
    tx: Tx,
    providerSubscriptionId: string,
    state: ProviderSubscriptionState,
    stateAt: Date,
  ): Promise<void> {
    await tx.manager
      .createQueryBuilder()
      .update(SubscriptionEntity)
      .set({ ...state, providerStateAt: stateAt })
      .where('provider_subscription_id = :providerSubscriptionId', { providerSubscriptionId })
      .andWhere('(provider_state_at IS NULL OR provider_state_at <= :stateAt)', { stateAt })
      .execute();
  }

  /** `true`: the subscription ends with its period (the renewal is off); `false`: it renews. */
  async setCancelAtPeriodEnd(id: string, cancelAtPeriodEnd: boolean): Promise<void> {
    await this.dataSource.getRepository(SubscriptionEntity).update({ id }, { cancelAtPeriodEnd });
  }
}
