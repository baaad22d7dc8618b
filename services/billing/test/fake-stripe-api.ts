import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey?: string;
}

/** Stripe's answer to a create or an update: 200 and the object (its id and kind first, as Stripe writes them). */
const stripeObject = (object: string, id: string, fields: Record<string, unknown>): [number, unknown] => [
  200,
  { id, object, ...fields },
];

interface FakeSubscription {
  id: string;
  customer: string;
  created: number;
  /** When its next period starts and is invoiced (unix seconds). */
  nextInvoiceAt: number;
  intervalSeconds: number;
  amountCents: number;
  firstInvoiceCents: number;
  cancelAtPeriodEnd: boolean;
}

/**
 * A local HTTP server that answers the few Stripe API calls billing makes, the way Stripe's API
 * does (form-encoded requests, JSON objects back), and records them so a test can assert what the
 * real `stripe` SDK sent.
 */
export class FakeStripeApi {
  readonly calls: RecordedCall[] = [];
  /**
   * Invoice id → the payment that paid it (a PaymentIntent id, or a charge id for a charge made
   * without one), as `GET /v1/invoice_payments?invoice=…` answers in the pinned API version.
   */
  readonly invoicePayments = new Map<string, string>();
  /** The test clock's frozen time (ms): what "now" is at this Stripe; {@link advanceTestClock} moves it. */
  frozenTime = Date.now();
  private readonly prices = new Map<string, { amountCents: number; intervalDays: number }>();
  private readonly subscriptions = new Map<string, FakeSubscription>();
  private server?: Server;
  private sequence = 0;

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const [path = '', query = ''] = (req.url ?? '').split('?');
        const params = {
          ...Object.fromEntries(new URLSearchParams(query)),
          ...Object.fromEntries(new URLSearchParams(body)),
        };
        const idempotencyKey = req.headers['idempotency-key'];
        this.calls.push({
          method: req.method ?? '',
          path,
          params,
          ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
        });
        const [status, answer] = this.answer(req.method ?? '', path, params);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++this.sequence}` });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /**
   * A subscription's first invoice as Stripe bills it at creation: the items added to it plus, unless
   * the cycle is anchored later without proration, the first period.
   */
  firstInvoiceCents(subscriptionId: string): number | undefined {
    return this.subscriptions.get(subscriptionId)?.firstInvoiceCents;
  }

  /**
   * A test clock's advance (Stripe's test helpers): every period boundary the frozen time passes
   * bills the subscription's renewal, as Stripe does — an invoice with `billing_reason`
   * `subscription_cycle`, paid at the boundary — and a subscription that was cancelled ends there
   * instead. The clock is `customer`'s (Stripe attaches a test clock to customers). Answers the
   * `invoice.paid` events Stripe would send, in order.
   */
  advanceTestClock(to: Date, customer: string): Array<{ type: string; object: Record<string, unknown> }> {
    const events: Array<{ type: string; object: Record<string, unknown> }> = [];
    const clockAt = Math.floor(to.getTime() / 1000);
    for (const subscription of this.subscriptions.values()) {
      if (subscription.customer !== customer) continue;
      while (!subscription.cancelAtPeriodEnd && subscription.nextInvoiceAt <= clockAt) {
        const start = subscription.nextInvoiceAt;
        const end = start + subscription.intervalSeconds;
        const id = `in_cycle_${subscription.id}_${start}`;
        this.invoicePayments.set(id, `pi_cycle_${subscription.id}_${start}`);
        events.push({
          type: 'invoice.paid',
          object: {
            id,
            object: 'invoice',
            customer: subscription.customer,
            customer_email: null,
            billing_reason: 'subscription_cycle',
            parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
            amount_paid: subscription.amountCents,
            currency: 'usd',
            status: 'paid',
            status_transitions: { paid_at: start },
            lines: { object: 'list', data: [{ period: { start, end } }] },
          },
        });
        subscription.nextInvoiceAt = end;
      }
    }
    this.frozenTime = to.getTime();
    return events;
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private answer(method: string, path: string, params: Record<string, string>): [number, unknown] {
    const n = ++this.sequence;
    if (method === 'POST' && path === '/v1/customers') {
      return stripeObject('customer', `cus_fake_${n}`, { email: params.email, name: params.name });
    }
    if (method === 'POST' && path === '/v1/prices') {
      this.prices.set(`price_fake_${n}`, {
        amountCents: Number(params.unit_amount),
        intervalDays: Number(params['recurring[interval_count]'] ?? 0),
      });
      return stripeObject('price', `price_fake_${n}`, {
        product: `prod_fake_${n}`,
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: {
          interval: params['recurring[interval]'],
          interval_count: Number(params['recurring[interval_count]']),
        },
      });
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const id = `sub_fake_${n}`;
      const created = Math.floor(this.frozenTime / 1000);
      const interval = Number(this.prices.get(params['items[0][price]'] ?? '')?.intervalDays ?? 28) * 86_400;
      // Stripe's cycle: from the billing cycle anchor when one is given (with no proration, the
      // time until it is not charged), else from the creation, one price interval at a time.
      const anchor = params.billing_cycle_anchor ? Number(params.billing_cycle_anchor) : created + interval;
      const upfront = Number(params['add_invoice_items[0][price_data][unit_amount]'] ?? 0);
      this.subscriptions.set(id, {
        id,
        customer: params.customer ?? '',
        created,
        nextInvoiceAt: anchor,
        intervalSeconds: interval,
        amountCents: this.prices.get(params['items[0][price]'] ?? '')?.amountCents ?? 0,
        firstInvoiceCents:
          upfront +
          (params.billing_cycle_anchor && params.proration_behavior === 'none'
            ? 0
            : (this.prices.get(params['items[0][price]'] ?? '')?.amountCents ?? 0)),
        cancelAtPeriodEnd: false,
      });
      return stripeObject('subscription', id, {
        customer: params.customer,
        current_period_end: anchor,
        status: 'incomplete',
        cancel_at_period_end: false,
        latest_invoice: {
          id: `in_fake_${n}`,
          object: 'invoice',
          confirmation_secret: { client_secret: `pi_fake_${n}_secret_${n}`, type: 'payment_intent' },
        },
      });
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const paidBy = this.invoicePayments.get(params.invoice ?? '');
      const payment = paidBy?.startsWith('ch_')
        ? { type: 'charge', charge: paidBy }
        : { type: 'payment_intent', payment_intent: paidBy };
      return [
        200,
        {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: paidBy
            ? [
                {
                  id: `inpay_${n}`,
                  object: 'invoice_payment',
                  invoice: params.invoice,
                  status: 'paid',
                  is_default: true,
                  payment,
                },
              ]
            : [],
        },
      ];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return stripeObject('refund', `re_fake_${n}`, { payment_intent: params.payment_intent, status: 'succeeded' });
    }
    const update = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (method === 'POST' && update) {
      const known = this.subscriptions.get(update[1] ?? '');
      if (known && params.cancel_at_period_end) known.cancelAtPeriodEnd = params.cancel_at_period_end === 'true';
      return stripeObject('subscription', update[1], {
        status: 'active',
        cancel_at_period_end: params.cancel_at_period_end === 'true',
      });
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }
}
