import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { GatewayClient } from '@reto/platform/testing';
import { personalData } from './purchase-fixtures.js';

/**
 * Billing owns the offer: its settings PRICE_CENTS and GUARANTEE_DAYS are what the gateway quotes
 * (REST, GraphQL) and what the checkout charges; the gateway holds no copy of either number.
 */
let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ env: { PRICE_CENTS: '9900', GUARANTEE_DAYS: '14', PAYMENT_TEST_MODE: 'false' } });
}, 180_000);

afterAll(async () => {
  await system?.stop();
});

describe("billing's configured offer", () => {
  it('is what the gateway quotes over REST and GraphQL, localised from the configured price', async () => {
    const quote = async (country: string) =>
      (await (
        await fetch(`${system.url}/api/price-quote`, { headers: { 'x-country-code': country } })
      ).json()) as Record<string, unknown>;
    expect(await quote('US')).toMatchObject({ currency: 'USD', amount: 99, baseAmountUsd: 99, guaranteeDays: 14 });
    expect(await quote('ES')).toMatchObject({ currency: 'EUR', baseAmountUsd: 99, guaranteeDays: 14 });
    const mexico = await quote('MX');
    expect(mexico).toMatchObject({ currency: 'MXN', amount: Math.round(99 * (mexico.rate as number)) });

    const client = new GatewayClient(system.url);
    const gql = await client.graphql('{ priceQuote { currency amount baseAmountUsd guaranteeDays } }');
    expect(gql.data).toEqual({ priceQuote: { currency: 'USD', amount: 99, baseAmountUsd: 99, guaranteeDays: 14 } });
  });

  it('is what the checkout charges', async () => {
    const client = new GatewayClient(system.url);
    const checkout = await client.rest('POST', '/api/create-subscription', {
      personalData: personalData('precio@example.com'),
    });
    expect(checkout).toMatchObject({ status: 200, body: { amountCents: 9900, currency: 'usd' } });
  });
});
