import { DomainError, createLogger } from '@reto/platform';
import { Redis } from 'ioredis';
import type { GatewayConfig } from '../gateway.config.js';
import { RateLimitService } from './rate-limit.service.js';

/** Redis away: nothing listens on port 1, and commands fail at once instead of queueing (as in production). */
const unreachable = new Redis('redis://127.0.0.1:1', {
  enableOfflineQueue: false,
  lazyConnect: true,
  maxRetriesPerRequest: 0,
});
unreachable.on('error', () => undefined);

afterAll(() => unreachable.disconnect());

const limits = new RateLimitService(
  unreachable,
  { RATE_LIMIT_WINDOW_SECONDS: 60, RATE_LIMIT_MAX_PER_IP: 3, RATE_LIMIT_MAX_PER_ACCOUNT: 2 } as GatewayConfig,
  createLogger('test', 'silent'),
);
const refusalOf = (attempt: Promise<void>) =>
  attempt.then(
    () => null,
    (error: unknown) => error,
  );

describe('the abuse limits with Redis away (rate-limiter-flexible, in-memory insurance)', () => {
  it('still count per address: past the limit a 429 in Spanish that says when to come back', async () => {
    for (let i = 0; i < 3; i += 1) await limits.consume('login', { ip: '10.0.0.1' });
    const refused = await refusalOf(limits.consume('login', { ip: '10.0.0.1' }));
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).body).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Demasiados intentos. Por favor, espera unos minutos e inténtalo de nuevo.',
    });
    expect((refused as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(59);
    // another address is not affected
    await limits.consume('login', { ip: '10.0.0.2' });
  });

  it("count per account and caller, in any case of the e-mail: a stranger's attempts never block the owner", async () => {
    await limits.consume('reset', { ip: '10.0.1.1' }, 'Ana@Example.com');
    await limits.consume('reset', { ip: '10.0.1.1' }, 'ana@example.com ');
    expect(await refusalOf(limits.consume('reset', { ip: '10.0.1.1' }, 'ANA@example.com'))).toBeInstanceOf(DomainError);
    // The owner, from their own address, still asks for their reset.
    expect(await refusalOf(limits.consume('reset', { ip: '10.0.1.2' }, 'ana@example.com'))).toBeNull();
  });

  it('count card attempts on one checkout whatever the address', async () => {
    await limits.consume('checkout', { ip: '10.0.2.1' }, 'secreto-1');
    await limits.consume('checkout', { ip: '10.0.2.2' }, 'secreto-1');
    expect(await refusalOf(limits.consume('checkout', { ip: '10.0.2.3' }, 'secreto-1'))).toBeInstanceOf(DomainError);
  });
});
