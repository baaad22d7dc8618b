import { Injectable } from '@nestjs/common';
import type { PaymentStateEvent } from '@reto/contracts';
import type { Tx } from '@reto/platform';
import { BuyerPaymentEntity } from './buyer-payment.entity.js';

/** The buyers' projection: payments by e-mail, written by the event consumer and read inside transactions. */
@Injectable()
export class BuyersRepository {
  /** This e-mail's latest payment that gives access now (its purchase), or null: not a buyer. */
  async purchaseOf(tx: Tx, email: string): Promise<string | null> {
    const payment = await tx.manager.getRepository(BuyerPaymentEntity).findOne({
      where: { email: email.trim().toLowerCase(), access: true },
      order: { paidAt: 'DESC', paymentId: 'DESC' },
    });
    return payment?.paymentId ?? null;
  }

  /**
   * Keeps a payment's state when it is newer than the one held (in one statement, so concurrent
   * deliveries cannot both win): an older version, a duplicate or a replay changes nothing.
   * Answers whether it was applied.
   */
  async applyState(tx: Tx, state: PaymentStateEvent): Promise<boolean> {
    const rows = (await tx.manager.query(
      `INSERT INTO buyer_payments (payment_id, email, paid_at, version, access)
            VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (payment_id) DO UPDATE
             SET email = EXCLUDED.email, paid_at = EXCLUDED.paid_at,
                 version = EXCLUDED.version, access = EXCLUDED.access
           WHERE buyer_payments.version < EXCLUDED.version
       RETURNING payment_id`,
      [state.paymentId, state.email.trim().toLowerCase(), new Date(state.paidAt), state.version, state.access],
    )) as unknown[];
    return rows.length > 0;
  }
}
