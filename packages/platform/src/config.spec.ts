import { ConfigError, loadConfig, serviceConfigSchema } from './config.js';

describe('loadConfig', () => {
  it('gives the local defaults when nothing is set', () => {
    const config = loadConfig('identity', serviceConfigSchema('identity'), {});
    expect(config).toMatchObject({
      NATS_URL: 'nats://127.0.0.1:4222',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgres://identity:identity@127.0.0.1:5432/reto_identity',
      NATS_SUBJECT_PREFIX: '',
    });
  });

  it('names every bad variable in one clear error', () => {
    const read = () =>
      loadConfig('billing', serviceConfigSchema('billing'), {
        NATS_URL: 'http://nope',
        NATS_REQUEST_TIMEOUT_MS: 'soon',
      });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/billing[\s\S]*NATS_URL[\s\S]*NATS_REQUEST_TIMEOUT_MS/);
  });

  it("refuses to start in production without the app's NATS user and password", () => {
    const production = { NODE_ENV: 'production', NATS_URL: 'nats://nats:4222' };
    const read = (env: Record<string, string>) => () => loadConfig('challenge', serviceConfigSchema('challenge'), env);
    expect(read(production)).toThrow(/challenge[\s\S]*NATS_USER, NATS_PASSWORD: required in production/);
    expect(read({ ...production, NATS_USER: 'challenge' })).toThrow(/NATS_PASSWORD: required in production/);
    expect(read({ ...production, NATS_USER: 'challenge', NATS_PASSWORD: 's3cret' })).not.toThrow();
    expect(read({ ...production, NATS_URL: 'nats://challenge:s3cret@nats:4222' })).not.toThrow();
    expect(read({ NATS_URL: 'nats://nats:4222' })).not.toThrow();
  });

  it('bounds each database statement (2 s unless set) and refuses a bound that is no number or out of range', () => {
    const read = (env: Record<string, string>) => loadConfig('reviews', serviceConfigSchema('reviews'), env);
    expect(read({}).DATABASE_QUERY_TIMEOUT_MS).toBe(2000);
    expect(read({ DATABASE_QUERY_TIMEOUT_MS: '1500' }).DATABASE_QUERY_TIMEOUT_MS).toBe(1500);
    for (const bad of ['pronto', '0', '99', '60001', '1.5']) {
      expect(() => read({ DATABASE_QUERY_TIMEOUT_MS: bad })).toThrow(/reviews[\s\S]*DATABASE_QUERY_TIMEOUT_MS/);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig('admin', serviceConfigSchema('admin'), { NATS_URL: '' }).NATS_URL).toBe('nats://127.0.0.1:4222');
  });

  it('gives a stateless service no database settings, even when the environment holds them', () => {
    const config = loadConfig('voice', serviceConfigSchema('voice', { database: false }), {
      DATABASE_URL: 'postgres://voice:voice@127.0.0.1:5432/reto_voice',
      DATABASE_ADMIN_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      METRICS_PORT: '9105',
    });
    expect(config).not.toHaveProperty('DATABASE_URL');
    expect(config).not.toHaveProperty('DATABASE_ADMIN_URL');
    expect(config.METRICS_PORT).toBe(9105);
  });
});
