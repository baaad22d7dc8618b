import { z } from 'zod';

/**
 * Payment webhooks are accepted at the edge: the gateway checks the provider's signature, reads the
 * body with the schemas below and puts the raw event on JetStream (`Nats-Msg-Id` = the provider's
 * id, so a retry is stored once) before it answers 200; billing consumes it exactly once.
 */
export const GatewaySubjects = {
  /** Events the gateway publishes (straight to JetStream, before it answers the provider). */
  events: {
    /** gateway → billing: a verified webhook, raw and byte-exact; `problem` set when it was refused as malformed. */
    webhookReceived: 'gateway.webhook.received.v1',
    /** gateway → admin: a visit of the sales page (one server-rendered /landing), no personal data. */
    landingVisited: 'gateway.landing-visit.recorded.v1',
  },
} as const;

export const WEBHOOK_PROVIDERS = ['stripe', 'shopify'] as const;
export type WebhookProvider = (typeof WEBHOOK_PROVIDERS)[number];

export const WebhookLimits = {
  /** Signed timestamps further than this from now, in either direction, are refused. */
  toleranceSeconds: 300,
  /**
   * The largest body accepted: the event carries it in base64 (4/3 larger) inside JSON, and a NATS
   * message may not exceed the server's max payload (1 MB by default).
   */
  maxBodyBytes: 512 * 1024,
} as const;

/** The Spanish answers to a refused webhook. */
export const WebhookMessages = {
  signatureInvalid: 'Firma del webhook inválida',
  notConfigured: 'Webhook no configurado',
  timestampOutOfRange: 'La fecha del webhook está fuera del margen permitido de 5 minutos.',
  malformed: 'El evento del webhook no es válido. Se guardó para revisión y no se procesará.',
  topicMismatch: 'El tema del webhook no corresponde a su contenido. Se guardó para revisión y no se procesará.',
  tooLarge: 'El webhook es demasiado grande.',
} as const;

/** The event the gateway publishes for every webhook whose signature it verified. */
export const WebhookReceivedEventSchema = z.object({
  provider: z.enum(WEBHOOK_PROVIDERS),
  /** The de-duplication key: Stripe's event id; `order:<id>:<topic>` / `refund:<id>` for Shopify; a malformed body's SHA-256. */
  eventId: z.string().min(1).max(200),
  /** Stripe's event type or Shopify's topic, as sent ('' when unreadable). */
  type: z.string().max(100),
  /** The raw body, byte-exact. */
  bodyBase64: z.string().max(Math.ceil(WebhookLimits.maxBodyBytes / 3) * 4),
  /** Why the gateway refused it (kept for inspection, never applied); null for an accepted event. */
  problem: z.string().max(2000).nullable(),
  receivedAt: z.iso.datetime(),
});
export type WebhookReceivedEvent = z.output<typeof WebhookReceivedEventSchema>;

/** Why a validly signed webhook was kept for inspection instead of applied. */
export type WebhookKept = 'malformed' | 'topic_mismatch';

/**
 * The answer to a webhook the bus holds; `duplicate` when its id was already on the bus. A signed
 * body that cannot be applied is answered so too (200, so the provider stops retrying it), with
 * `kept` saying why it was only kept for inspection and a Spanish `message` for whoever reads the
 * provider's delivery log.
 */
export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
  kept?: WebhookKept;
  message?: string;
}

const stripeId = z.string().min(1).max(255);
/** A Stripe reference: an id, or the expanded object. */
const stripeRef = z.union([stripeId, z.object({ id: stripeId })]).nullish();
const currency = z.string().length(3);
const cents = z.number().int().nonnegative();

export const StripeInvoiceSchema = z.looseObject({
  id: stripeId,
  customer: stripeRef,
  customer_email: z.string().max(254).nullish(),
  amount_paid: cents,
  currency,
});
export const StripePaymentIntentSchema = z.looseObject({
  id: stripeId,
  amount_received: cents,
  currency,
  created: z.number().int(),
  customer: stripeRef,
  metadata: z.record(z.string(), z.string()).nullish(),
});
export const StripeChargeSchema = z.looseObject({
  id: stripeId,
  refunded: z.boolean(),
  payment_intent: stripeRef,
  customer: stripeRef,
});
export const StripeDisputeSchema = z.looseObject({
  id: stripeId,
  payment_intent: stripeRef,
  charge: stripeRef,
  amount: cents,
  /** warning_needs_response, needs_response, under_review, won, lost, … */
  status: z.string().max(40).nullish(),
});
export const StripeSubscriptionSchema = z.looseObject({
  id: stripeId,
  status: z.string().min(1).max(40),
  cancel_at_period_end: z.boolean(),
});

/** The Stripe event types billing applies, with the fields it needs from each one's object. */
export const StripeObjectSchemas = {
  'invoice.paid': StripeInvoiceSchema,
  'invoice.payment_succeeded': StripeInvoiceSchema,
  'payment_intent.succeeded': StripePaymentIntentSchema,
  'charge.refunded': StripeChargeSchema,
  'charge.dispute.funds_withdrawn': StripeDisputeSchema,
  'charge.dispute.funds_reinstated': StripeDisputeSchema,
  'charge.dispute.closed': StripeDisputeSchema,
  'customer.subscription.updated': StripeSubscriptionSchema,
  'customer.subscription.deleted': StripeSubscriptionSchema,
} as const;

/** Stripe's event envelope; the object of a type billing applies must have that type's fields. */
export const StripeEventSchema = z
  .looseObject({
    id: stripeId,
    object: z.literal('event').optional(),
    type: z.string().min(1).max(100),
    data: z.object({ object: z.looseObject({}) }),
  })
  .superRefine((event, ctx) => {
    const schema = (StripeObjectSchemas as Record<string, z.ZodType>)[event.type];
    for (const issue of schema?.safeParse(event.data.object).error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', 'object', ...issue.path] });
    }
  });
export type StripeEvent = z.output<typeof StripeEventSchema>;

const shopifyId = z.union([z.number().int(), z.string().min(1).max(64)]).transform(String);
const money = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).transform(Number);

/** The fields of a Shopify order billing uses. */
export const ShopifyOrderSchema = z.object({
  id: shopifyId,
  email: z.string().max(254).nullish(),
  contact_email: z.string().max(254).nullish(),
  customer: z.object({ email: z.string().max(254).nullish() }).nullish(),
  total_price: money,
  currency,
  financial_status: z.string().max(40).nullish(),
  // A date billing can store (Date.parse reads Shopify's ISO 8601 with its offset): an unreadable
  // one is refused here, so the order is kept as malformed instead of failing in billing at each retry.
  processed_at: z
    .string()
    .max(40)
    .refine((value) => Number.isFinite(Date.parse(value)), { message: 'fecha ilegible' })
    .nullish(),
  /** A test order (the store's bogus gateway): no money moved. */
  test: z.boolean().nullish(),
});
export type ShopifyOrder = z.output<typeof ShopifyOrderSchema>;

/** The fields of a Shopify refund billing uses: its id, its order and the money it gave back. */
export const ShopifyRefundSchema = z.object({
  id: shopifyId,
  order_id: shopifyId,
  created_at: z.string().max(40).nullish(),
  transactions: z
    .array(
      z.object({
        kind: z.string().nullish(),
        status: z.string().nullish(),
        amount: money,
        currency: currency.nullish(),
      }),
    )
    .default([]),
});
export type ShopifyRefund = z.output<typeof ShopifyRefundSchema>;

/** The fields of a Shopify dispute billing uses: its order, and whether it is a chargeback or an inquiry. */
export const ShopifyDisputeSchema = z.object({
  id: shopifyId,
  order_id: shopifyId,
  type: z.string().min(1).max(40),
  /** needs_response, under_review, charge_refunded, accepted, won, lost. */
  status: z.string().max(40).nullish(),
});
export type ShopifyDispute = z.output<typeof ShopifyDisputeSchema>;

/** The Shopify topics billing applies, each with the body it must carry. */
export const ShopifyTopicSchemas = {
  'orders/create': ShopifyOrderSchema,
  'orders/paid': ShopifyOrderSchema,
  'orders/cancelled': ShopifyOrderSchema,
  'refunds/create': ShopifyRefundSchema,
  'disputes/create': ShopifyDisputeSchema,
  'disputes/update': ShopifyDisputeSchema,
} as const;
export type ShopifyTopic = keyof typeof ShopifyTopicSchemas;
export const isShopifyTopic = (topic: string): topic is ShopifyTopic => Object.hasOwn(ShopifyTopicSchemas, topic);

/** What a verified Shopify webhook is about: an order (per topic), a refund or a dispute. */
export type ShopifyWebhook =
  | { topic: 'orders/create' | 'orders/paid' | 'orders/cancelled'; order: ShopifyOrder }
  | { topic: 'refunds/create'; refund: ShopifyRefund }
  | { topic: 'disputes/create' | 'disputes/update'; dispute: ShopifyDispute };

/** The de-duplication key of a Shopify webhook: the same order under the same topic, the same refund or dispute, is one event. */
export const shopifyEventId = (webhook: ShopifyWebhook) => {
  switch (webhook.topic) {
    case 'refunds/create':
      return `refund:${webhook.refund.id}`;
    case 'disputes/create':
      return `dispute:${webhook.dispute.id}`;
    // Each status a dispute moves to is its own event (under review, then won or lost).
    case 'disputes/update':
      return `dispute:${webhook.dispute.id}:${webhook.dispute.status ?? ''}`;
    default:
      return `order:${webhook.order.id}:${webhook.topic}`;
  }
};

const webhookOf = (topic: ShopifyTopic, body: unknown): ShopifyWebhook => {
  switch (topic) {
    case 'refunds/create':
      return { topic, refund: body as ShopifyRefund };
    case 'disputes/create':
    case 'disputes/update':
      return { topic, dispute: body as ShopifyDispute };
    default:
      return { topic, order: body as ShopifyOrder };
  }
};

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || '(cuerpo)'}: ${issue.message}`).join('; ');

const parseJson = (body: string): { json: unknown } | { problem: string } => {
  try {
    return { json: JSON.parse(body) as unknown };
  } catch (error) {
    return { problem: `JSON inválido: ${(error as Error).message}` };
  }
};

/** Reads a Stripe event body (edge and billing alike): the event, or why it is malformed. */
export function readStripeEvent(body: string): { event: StripeEvent } | { problem: string } {
  const parsed = parseJson(body);
  if ('problem' in parsed) return parsed;
  const event = StripeEventSchema.safeParse(parsed.json);
  return event.success ? { event: event.data } : { problem: describeIssues(event.error) };
}

/**
 * Reads a Shopify body under its topic: the webhook, or why it is refused. A body that is another
 * kind (an order sent as `refunds/create`, a refund as `orders/paid`) is a topic mismatch.
 */
export function readShopifyWebhook(
  body: string,
  topic: string,
): { webhook: ShopifyWebhook } | { problem: string; topicMismatch: boolean } {
  if (!isShopifyTopic(topic)) return { problem: `tema no admitido: ${topic.slice(0, 100)}`, topicMismatch: false };
  const parsed = parseJson(body);
  if ('problem' in parsed) return { ...parsed, topicMismatch: false };
  const schema: z.ZodType = ShopifyTopicSchemas[topic];
  const read = schema.safeParse(parsed.json);
  if (read.success) return { webhook: webhookOf(topic, read.data) };
  const otherKind = Object.values(ShopifyTopicSchemas).some(
    (other) => other !== schema && other.safeParse(parsed.json).success,
  );
  return {
    problem: `${otherKind ? 'el cuerpo no corresponde al tema' : 'cuerpo inválido para'} ${topic}: ${describeIssues(read.error)}`,
    topicMismatch: otherKind,
  };
}
