import { createHmac } from 'node:crypto';
import { shopifySignatureIsValid } from './webhooks.service.js';

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
