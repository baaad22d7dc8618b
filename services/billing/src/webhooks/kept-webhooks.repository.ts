import type { DataSource } from 'typeorm';
import { MalformedWebhookEntity } from './malformed-webhook.entity.js';

/** A webhook billing kept unapplied, as an operator reads it: the raw body as the provider sent it. */
export interface KeptWebhook {
  provider: MalformedWebhookEntity['provider'];
  eventId: string;
  type: string;
  reason: string;
  body: string;
  receivedAt: string;
}

/** The webhooks billing kept unapplied, as an operator reads them (billing's `report` command). */
export class KeptWebhooksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every validly signed webhook that could not be applied, oldest first, with why and its raw body. */
  async kept(): Promise<KeptWebhook[]> {
    const rows = await this.dataSource.getRepository(MalformedWebhookEntity).find({ order: { storedAt: 'ASC' } });
    return rows.map(({ provider, eventId, type, reason, rawBody, receivedAt }) => ({
      provider,
      eventId,
      type,
      reason,
      body: rawBody.toString('utf8'),
      receivedAt: receivedAt.toISOString(),
    }));
  }
}
