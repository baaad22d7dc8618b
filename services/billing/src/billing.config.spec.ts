import { loadBillingConfig, simulatedPaymentsAllowed } from './billing.config.js';

describe('simulated payments', () => {
  const allowed = (env: Record<string, string>) => simulatedPaymentsAllowed(loadBillingConfig(env));

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
