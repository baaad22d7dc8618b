import { loadBillingConfig, simulatedPaymentsAllowed } from './billing.config.js';

describe('simulated payments', () => {
  // production needs the app's NATS user as well
  const allowed = (env: Record<string, string>) =>
    simulatedPaymentsAllowed(loadBillingConfig({ NATS_USER: 'billing', NATS_PASSWORD: 'nats-secret', ...env }));

  it('run without Stripe keys outside production', () => {
    expect(allowed({ NODE_ENV: 'development' })).toBe(true);
    expect(allowed({ NODE_ENV: 'test' })).toBe(true);
  });

  it('are off in production unless explicitly on, and never beside a Stripe key', () => {
    expect(allowed({ NODE_ENV: 'production' })).toBe(false);
    expect(allowed({ NODE_ENV: 'production', SIMULATED_PAYMENTS: 'true' })).toBe(true);
    expect(allowed({ NODE_ENV: 'development', SIMULATED_PAYMENTS: 'false' })).toBe(false);
    expect(allowed({ NODE_ENV: 'development', STRIPE_SECRET_KEY: 'sk_test_x', SIMULATED_PAYMENTS: 'true' })).toBe(
      false,
    );
  });
});

describe("billing's offer", () => {
  it('is 78 USD with a 30-day guarantee unless set, in whole dollars', () => {
    expect(loadBillingConfig({})).toMatchObject({ PRICE_CENTS: 7800, GUARANTEE_DAYS: 30 });
    expect(loadBillingConfig({ PRICE_CENTS: '9900', GUARANTEE_DAYS: '14' })).toMatchObject({
      PRICE_CENTS: 9900,
      GUARANTEE_DAYS: 14,
    });
    expect(() => loadBillingConfig({ PRICE_CENTS: '7850' })).toThrow(/PRICE_CENTS/);
  });
});
