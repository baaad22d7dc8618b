import type { GatewayClient } from '@reto/platform/testing';
import { card, personalData } from './purchase-fixtures.js';

/**
 * Pays the subscription for `email` from `browser`: a checkout, then the simulated provider's form
 * with the accepted card. Answers the checkout's client secret (the proof of the paying browser).
 */
export async function payWithTheCard(browser: GatewayClient, email: string): Promise<string> {
  const checkout = await browser.rest('POST', '/api/create-subscription', { personalData: personalData(email) });
  expect(checkout.status).toBe(200);
  const paid = await browser.rest('POST', '/api/confirm-simulated-payment', {
    ...card,
    clientSecret: checkout.body.clientSecret,
  });
  expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  return checkout.body.clientSecret as string;
}
