import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Tx } from '@reto/platform';
import type { DataSource } from 'typeorm';

export interface Purchase {
  email: string;
  editionNumber: number;
  /** The payment that bought it; null while it is in progress. */
  paymentId: string | null;
}

const toPurchase = (row: { email: string; edition_number: number; payment_id: string | null }): Purchase => ({
  email: row.email,
  editionNumber: row.edition_number,
  paymentId: row.payment_id,
});

/** One purchase per e-mail and edition: the database's key is what makes a second charge impossible. */
@Injectable()
export class PurchasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The purchase a new checkout belongs to: taken now, or the one already in progress (or paid). */
  async open(email: string, editionNumber: number): Promise<Purchase> {
    const rows: Array<{ email: string; edition_number: number; payment_id: string | null }> =
      await this.dataSource.query(
        `INSERT INTO billing.purchases (email, edition_number) VALUES ($1, $2)
         ON CONFLICT (email, edition_number) DO UPDATE SET email = EXCLUDED.email
         RETURNING email, edition_number, payment_id`,
        [email, editionNumber],
      );
    return toPurchase(rows[0]!);
  }

  /**
   * The purchase, locked until the transaction ends (created when missing): confirmations of one
   * purchase take their turn here, and each sees the payment of the one before.
   */
  async lock(tx: Tx, email: string, editionNumber: number): Promise<Purchase> {
    await tx.manager.query(
      `INSERT INTO billing.purchases (email, edition_number) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [email, editionNumber],
    );
    const rows: Array<{ email: string; edition_number: number; payment_id: string | null }> = await tx.manager.query(
      `SELECT email, edition_number, payment_id FROM billing.purchases
        WHERE email = $1 AND edition_number = $2 FOR UPDATE`,
      [email, editionNumber],
    );
    const purchase = toPurchase(rows[0]!);
    // A payment refunded (or taken back) no longer holds the purchase: it can be bought again.
    if (purchase.paymentId && !(await this.stillPaid(tx, purchase.paymentId))) purchase.paymentId = null;
    return purchase;
  }

  /**
   * Gives the purchase to `paymentId` unless another payment that still gives access has it;
   * answers the payment that has it. Concurrent claims queue on the row: the first wins.
   */
  async claim(tx: Tx, email: string, editionNumber: number, paymentId: string, at: Date): Promise<string> {
    const rows: Array<{ payment_id: string }> = await tx.manager.query(
      `INSERT INTO billing.purchases (email, edition_number, payment_id, paid_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email, edition_number) DO UPDATE SET
         payment_id = CASE
           WHEN purchases.payment_id IS NULL
             OR NOT EXISTS (SELECT 1 FROM billing.payments p WHERE p.id = purchases.payment_id AND p.access)
           THEN EXCLUDED.payment_id ELSE purchases.payment_id END,
         paid_at = EXCLUDED.paid_at
       RETURNING payment_id`,
      [email, editionNumber, paymentId, at],
    );
    return rows[0]!.payment_id;
  }

  private async stillPaid(tx: Tx, paymentId: string): Promise<boolean> {
    const rows: unknown[] = await tx.manager.query('SELECT 1 FROM billing.payments WHERE id = $1 AND access', [
      paymentId,
    ]);
    return rows.length > 0;
  }
}
