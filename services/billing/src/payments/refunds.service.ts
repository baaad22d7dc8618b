import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER, type Tx } from '@reto/platform';
import type { Logger } from 'pino';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { DAY_MS } from '../billing.constants.js';
import type { PaymentEntity } from './payment.entity.js';
import { PaymentsRepository } from './payments.repository.js';

/**
 * A full refund, from any provider: the payment is marked refunded and, within GUARANTEE_DAYS of
 * the payment, `billing.payment.refunded.v1` goes through the outbox so the enrolment is revoked.
 * Later refunds keep the access (the guarantee has passed), except a dispute's (`revokeWhenever`):
 * a buyer who took the money back through their bank loses the access whenever it happens.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly payments: PaymentsRepository,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async refund(tx: Tx, payment: PaymentEntity, { revokeWhenever = false } = {}): Promise<void> {
    const now = this.clock.now();
    const withinGuarantee = now.getTime() - payment.paidAt.getTime() <= this.config.GUARANTEE_DAYS * DAY_MS;
    const revoked = await this.payments.markRefunded(tx, payment, now, withinGuarantee || revokeWhenever);
    if (!revoked) this.logger.info({ payment: payment.id, withinGuarantee }, 'refund recorded; access kept');
  }
}
