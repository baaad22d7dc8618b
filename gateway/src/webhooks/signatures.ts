import { createHmac, timingSafeEqual } from 'node:crypto';

/** `X-Shopify-Hmac-Sha256`: base64 HMAC-SHA256 of the raw body with the shared secret, compared in constant time. */
export function shopifySignatureIsValid(rawBody: Buffer, header: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The `t=` of a `Stripe-Signature` header, in seconds (NaN when missing). */
export const stripeSignedAt = (header: string) =>
  Number(
    header
      .split(',')
      .find((part) => part.trim().startsWith('t='))
      ?.trim()
      .slice(2) ?? NaN,
  );
