import { Injectable } from '@nestjs/common';
import type { Tx } from '@reto/platform';
import type { WebhookProvider } from '@reto/contracts';
import { MalformedWebhookEntity } from './malformed-webhook.entity.js';
import { WebhookEventEntity } from './webhook-event.entity.js';

/** The webhook ledger: one row per provider event applied, and the malformed ones kept for inspection. */
@Injectable()
export class WebhookEventsRepository {
  /** Records the event once; false when it was already applied (a replay beyond JetStream's duplicate window). */
  async recordOnce(tx: Tx, provider: WebhookProvider, eventId: string, type: string): Promise<boolean> {
    const recorded = await tx.manager
      .createQueryBuilder()
      .insert()
      .into(WebhookEventEntity)
      .values({ provider, eventId, type: type || 'unknown' })
      .orIgnore()
      .execute();
    return (recorded.raw as unknown[]).length > 0;
  }

  async keepMalformed(
    tx: Tx,
    webhook: Pick<MalformedWebhookEntity, 'provider' | 'eventId' | 'type' | 'reason' | 'rawBody' | 'receivedAt'>,
  ): Promise<void> {
    await tx.manager.createQueryBuilder().insert().into(MalformedWebhookEntity).values(webhook).orIgnore().execute();
  }
}
