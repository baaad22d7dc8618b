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

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private answer(method: string, path: string, params: Record<string, string>): [number, unknown] {
    const n = ++this.sequence;
    if (method === 'POST' && path === '/v1/customers') {
      return stripeObject('customer', `cus_fake_${n}`, { email: params.email, name: params.name });
    }
    if (method === 'POST' && path === '/v1/prices') {
      return stripeObject('price', `price_fake_${n}`, {
        currency: params.currency,
        unit_amount: Number(params.unit_amount),
        recurring: {
          interval: params['recurring[interval]'],
          interval_count: Number(params['recurring[interval_count]']),
        },
      });
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      return stripeObject('subscription', `sub_fake_${n}`, {
        customer: params.customer,
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
