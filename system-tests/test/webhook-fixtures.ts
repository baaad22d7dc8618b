import { createHmac } from 'node:crypto';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_offline');
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Stripe `invoice.paid` event for `email` (7800 cents USD, the price, unless told otherwise). */
export const paidInvoiceEvent = (
  key: string,
  email: string,
  invoice: Record<string, unknown> = {},
  eventId = `evt_${key}`,
) =>
  JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'invoice.paid',
    created: nowSeconds(),
    data: {
      object: {
        id: `in_${key}`,
        object: 'invoice',
        customer: `cus_${key}`,
        customer_email: email,
        amount_paid: 7800,
        currency: 'usd',
        ...invoice,
      },
    },
  });

/** A Shopify order body (78.00 USD, paid). */
export const shopifyOrder = (id: number, email: string) =>
  JSON.stringify({ id, email, total_price: '78.00', currency: 'USD', financial_status: 'paid' });

/** Delivers webhooks to a running gateway the way Stripe and Shopify do: raw body, real signatures. */
export class WebhookSender {
  constructor(
    private readonly baseUrl: string,
    private readonly secrets: { stripe: string; shopify?: string },
  ) {}

  /** `signedPayload`: the body the signature is computed over, when it is not the one sent (tampering). */
  stripe(payload: string, { timestamp = nowSeconds(), secret = this.secrets.stripe, signedPayload = payload } = {}) {
    const signature = stripe.webhooks.generateTestHeaderString({ payload: signedPayload, secret, timestamp });
    return this.post('stripe', payload, { 'stripe-signature': signature });
  }

  shopify(body: string, topic: string, webhookId: string, secret = this.secrets.shopify ?? '') {
    return this.post('shopify', body, {
      'x-shopify-hmac-sha256': createHmac('sha256', secret).update(body).digest('base64'),
      'x-shopify-webhook-id': webhookId,
      'x-shopify-topic': topic,
    });
  }

  private async post(provider: string, body: string, headers: Record<string, string>) {
    const res = await fetch(`${this.baseUrl}/api/webhooks/${provider}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
  }
}

/** What a provider reads of a webhook's answer: its status and body (the headers left aside). */
export const outcomeOf = ({ status, body }: { status: number; body: Record<string, unknown> }) => ({ status, body });
