import { Injectable } from '@nestjs/common';
import type { InsightsDto, InsightsQuery, LandingVisitedEvent, PaymentStateEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import { InsightsRepository } from './insights.repository.js';

/** The trainer's "Resultados" of an edition, read from the admin service's own read model. */
@Injectable()
export class InsightsService {
  constructor(private readonly repository: InsightsRepository) {}

  applyPaymentState(tx: Tx, event: PaymentStateEvent): Promise<void> {
    return this.repository.applyPaymentState(tx, event);
  }

  applyVisit(tx: Tx, event: LandingVisitedEvent): Promise<void> {
    return this.repository.applyVisit(tx, event);
  }

  async get({ edition }: InsightsQuery): Promise<InsightsDto> {
    const [visits, purchases, money] = await Promise.all([
      this.repository.visits(edition),
      this.repository.funnel(edition),
      this.repository.money(edition),
    ]);
    return { edition, funnel: { visits, ...purchases }, money };
  }
}
