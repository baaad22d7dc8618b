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
});
