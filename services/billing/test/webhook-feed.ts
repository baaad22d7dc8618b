import type { NatsConnection } from '@nats-io/transport-node';
import { connectTestNats } from '@reto/platform/testing';
import {
  readShopifyWebhook,
  shopifyEventId,
  type WebhookProvider,
  type WebhookReceivedEvent,
  GatewaySubjects,
} from '@reto/contracts';
import { createLogger, EventBus } from '@reto/platform';
import pg from 'pg';

/**
 * Feeds billing's webhook consumer the way the gateway does once it verified a signature: the raw
 * body on JetStream as `gateway.webhook.received.v1`, `Nats-Msg-Id` = the provider's event id.
 * Each delivery waits until billing has applied that message.
 */
export class WebhookFeed {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly bus: EventBus,
    private readonly sql: pg.Pool,
  ) {}

  /** `databaseUrl`: billing's database, where the feed sees which messages were applied. */
  static async start(prefix: string, databaseUrl: string): Promise<WebhookFeed> {
    const nc = await connectTestNats();
    const bus = await EventBus.create(nc, 'gateway', prefix, createLogger('feed', 'silent'));
    return new WebhookFeed(nc, bus, new pg.Pool({ connectionString: databaseUrl, max: 4 }));
  }

  /** A Stripe event (its id and type read from the body). `msgId` other than the gateway's: a bus that forgot it. */
  stripe(payload: string, msgId?: string) {
    const { id, type } = JSON.parse(payload) as { id: string; type: string };
    return this.deliver('stripe', id, type, payload, msgId);
  }

  shopify(body: string, topic: string, msgId?: string) {
    const read = readShopifyWebhook(body, topic);
    if (!('webhook' in read)) throw new Error(`the gateway would refuse this body: ${read.problem}`);
    return this.deliver('shopify', shopifyEventId(read.webhook), topic, body, msgId);
  }

  /** A validly signed body the gateway refused as malformed (`problem`) and published for billing to keep. */
  malformed(provider: WebhookProvider, type: string, body: string, problem: string) {
    return this.deliver(provider, `malformed:${type}:${body.length}`, type, body, undefined, problem);
  }

  /** Publishes and waits until billing applied the message; `duplicate` when the bus already had it. */
  private async deliver(
    provider: WebhookProvider,
    eventId: string,
    type: string,
    body: string,
    msgId?: string,
    problem: string | null = null,
  ) {
    const event: WebhookReceivedEvent = {
      provider,
      eventId,
      type,
      bodyBase64: Buffer.from(body).toString('base64'),
      problem,
      receivedAt: new Date().toISOString(),
    };
    const id = msgId ?? `${provider}:${eventId}`;
    const { duplicate } = await this.bus.publish(GatewaySubjects.events.webhookReceived, event, id);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { rowCount } = await this.sql.query('SELECT 1 FROM billing.processed_events WHERE msg_id = $1', [id]);
      if (rowCount) return { duplicate };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`billing did not apply webhook message ${id}`);
  }

  async close(): Promise<void> {
    await this.bus.close();
    await this.nc.drain();
    await this.sql.end();
  }
}
