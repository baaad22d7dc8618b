import { readShopifyWebhook, readStripeEvent, shopifyEventId } from './webhooks.js';

const order = JSON.stringify({
  id: 7,
  email: 'a@b.co',
  total_price: '78.00',
  currency: 'USD',
  financial_status: 'paid',
});
const refund = JSON.stringify({
  id: 70,
  order_id: 7,
  transactions: [{ kind: 'refund', status: 'success', amount: '78' }],
});
const invoiceEvent = (object: Record<string, unknown>, type = 'invoice.paid') =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });

describe('reading a Stripe event', () => {
  it('accepts an applied type with its fields, and a type billing does not use with any object', () => {
    expect(readStripeEvent(invoiceEvent({ id: 'in_1', amount_paid: 7800, currency: 'usd' }))).toMatchObject({
      event: { id: 'evt_1', type: 'invoice.paid' },
    });
    expect(readStripeEvent(invoiceEvent({ anything: true }, 'customer.created'))).toHaveProperty('event');
  });

  it('says why a body is malformed: not JSON, no id, or a paid invoice without its amount', () => {
    expect(readStripeEvent('{"id":')).toEqual({ problem: expect.stringMatching(/^JSON inválido/) });
    expect(readStripeEvent(JSON.stringify({ type: 'x', data: { object: {} } }))).toEqual({
      problem: expect.stringContaining('id'),
    });
    expect(readStripeEvent(invoiceEvent({ id: 'in_1', currency: 'usd' }))).toEqual({
      problem: expect.stringContaining('data.object.amount_paid'),
    });
  });
});

describe('reading a Shopify webhook under its topic', () => {
  it('keys an order by its id and topic, a refund and a dispute by their own ids', () => {
    const paid = readShopifyWebhook(order, 'orders/paid');
    const refunded = readShopifyWebhook(refund, 'refunds/create');
    const disputed = readShopifyWebhook(JSON.stringify({ id: 71, order_id: 7, type: 'chargeback' }), 'disputes/create');
    expect('webhook' in paid && shopifyEventId(paid.webhook)).toBe('order:7:orders/paid');
    expect('webhook' in refunded && shopifyEventId(refunded.webhook)).toBe('refund:70');
    expect('webhook' in disputed && shopifyEventId(disputed.webhook)).toBe('dispute:71');
  });

  it('calls an order sent as a refund (or the reverse) a topic mismatch, and anything else malformed', () => {
    expect(readShopifyWebhook(order, 'refunds/create')).toMatchObject({ topicMismatch: true });
    expect(readShopifyWebhook(refund, 'orders/paid')).toMatchObject({ topicMismatch: true });
    expect(readShopifyWebhook(order, 'disputes/create')).toMatchObject({ topicMismatch: true });
    expect(readShopifyWebhook('{', 'orders/paid')).toMatchObject({ topicMismatch: false });
    expect(readShopifyWebhook(JSON.stringify({ id: 7 }), 'orders/paid')).toMatchObject({ topicMismatch: false });
    expect(readShopifyWebhook(order, 'customers/create')).toMatchObject({ topicMismatch: false });
  });
});
