import { Injectable } from '@nestjs/common';
import type { PaymentStateEvent } from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { AggregateCache } from '../aggregate/aggregate.cache.js';
import { ReviewsRepository } from '../reviews/reviews.repository.js';
import { BuyersRepository } from './buyers.repository.js';

/**
 * Who is a buyer, from billing's whole payment state: a payment that gives access makes its e-mail
 * one. The review published for a purchase follows it: withdrawn (back to the admin, without the
 * badge) when the payment stops giving access (a refund, a chargeback), published again when it
 * gives access again (a dispute won). Only the newest state counts, whatever the arrival order.
 */
@Injectable()
export class BuyersService {
  constructor(
    private readonly buyers: BuyersRepository,
    private readonly reviews: ReviewsRepository,
    private readonly aggregateCache: AggregateCache,
    private readonly clock: Clock,
  ) {}

  async stateChanged(tx: Tx, state: PaymentStateEvent): Promise<void> {
    if (!(await this.buyers.applyState(tx, state))) return;
    const changed = await this.reviews.followPurchase(tx, state.paymentId, state.access, this.clock.now());
    if (changed) tx.afterCommit(() => this.aggregateCache.refresh().then(() => undefined));
  }
}
