import { createHmac } from 'node:crypto';
import { shopifySignatureIsValid, stripeSignedAt } from './signatures.js';

describe('Shopify webhook signature', () => {
  const body = Buffer.from('{"id":1,"email":"a@b.co"}');
  const sign = (secret: string) => createHmac('sha256', secret).update(body).digest('base64');

  it('accepts the HMAC of the raw body with the shared secret', () => {
    expect(shopifySignatureIsValid(body, sign('shh'), 'shh')).toBe(true);
  });

  it('refuses another secret, another body, or garbage', () => {
    expect(shopifySignatureIsValid(body, sign('other'), 'shh')).toBe(false);
    expect(shopifySignatureIsValid(Buffer.from('{"id":2}'), sign('shh'), 'shh')).toBe(false);
    expect(shopifySignatureIsValid(body, '', 'shh')).toBe(false);
    expect(shopifySignatureIsValid(body, 'not base64 at all', 'shh')).toBe(false);
  });
});

describe('Stripe signature timestamp', () => {
  it('reads t= wherever it stands in the header; NaN without one', () => {
    expect(stripeSignedAt('t=1700000000,v1=abc')).toBe(1700000000);
    expect(stripeSignedAt('v1=abc, t=1700000001')).toBe(1700000001);
    expect(stripeSignedAt('v1=abc')).toBeNaN();
  });
});
