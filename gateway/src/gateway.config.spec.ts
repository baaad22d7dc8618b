import { ConfigError } from '@reto/platform';
import { loadGatewayConfig } from './gateway.config.js';

describe('the gateway config: one schema, validated at boot', () => {
  it('has every setting of the gateway, with defaults for a local run', () => {
    const config = loadGatewayConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PAYMENT_TEST_MODE: false,
      TRUSTED_PROXY_IPS: [],
      VOICE_UPLOAD_TTL_SECONDS: 120,
      BRAND_NAME: 'Reto Emilio',
      LANDING_CACHE_SECONDS: 60,
    });
  });

  it("keeps a resolved session longer than the app polls an open exercise (every 10 s): a member's polls resolve it once", () => {
    const appExercisePollMs = 10_000;
    expect(loadGatewayConfig({}).SESSION_CACHE_TTL_MS).toBeGreaterThanOrEqual(2 * appExercisePollMs);
  });

  it("keeps a poll's answer and ETag as long as challenge keeps its own (5 minutes): a member's 30 polls of a 5-minute stretch run the query once, not once in six", () => {
    const appExercisePollMs = 10_000;
    const challengeMemberCacheMs = 300_000;
    expect(loadGatewayConfig({}).EXERCISE_CACHE_TTL_MS).toBe(challengeMemberCacheMs);
    expect(challengeMemberCacheMs / appExercisePollMs).toBe(30);
  });

  it.each([
    ['PAYMENT_TEST_MODE', 'yes'],
    ['TRUST_PROXY_HOPS', 'muchos'],
    ['VOICE_UPLOAD_TTL_SECONDS', '1'],
    ['VOICE_REQUEST_TIMEOUT_MS', 'x'],
    ['LANDING_SERVICE_TIMEOUT_MS', '0'],
    ['PORT', '70000'],
  ])('refuses a bad %s at boot, naming it', (name, value) => {
    const load = () => loadGatewayConfig({ [name]: value });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`${name}:`));
  });

  it('refuses to start in production with neither a metrics port nor a metrics token: /metrics is never public', () => {
    const production = { NODE_ENV: 'production', NATS_USER: 'gateway', NATS_PASSWORD: 'secreto' };
    expect(() => loadGatewayConfig(production)).toThrow(ConfigError);
    expect(() => loadGatewayConfig(production)).toThrow(/METRICS_TOKEN: METRICS_TOKEN or METRICS_PORT is required/);
    expect(loadGatewayConfig({ ...production, METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464 });
    expect(loadGatewayConfig({ ...production, METRICS_TOKEN: 'a-token-of-16-chars' })).toMatchObject({
      METRICS_PORT: 0,
    });
    expect(loadGatewayConfig({})).toMatchObject({ METRICS_PORT: 0, HTTP_REQUEST_TIMEOUT_MS: 120_000 });
  });
});
