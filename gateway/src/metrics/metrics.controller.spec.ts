import { NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { GatewayConfig } from '../gateway.config.js';
import { MetricsController } from './metrics.controller.js';

const controller = (config: Partial<GatewayConfig>) => new MetricsController(config as GatewayConfig);

describe('GET /metrics', () => {
  it('is not served in production without METRICS_TOKEN', () => {
    expect(() => controller({ NODE_ENV: 'production' }).metrics()).toThrow(NotFoundException);
  });

  it('answers only the bearer of METRICS_TOKEN when it is set, in production too', async () => {
    const guarded = controller({ NODE_ENV: 'production', METRICS_TOKEN: 'a-token-of-16-chars' });
    expect(() => guarded.metrics('Bearer wrong-token-16-chars')).toThrow(UnauthorizedException);
    await expect(guarded.metrics('Bearer a-token-of-16-chars')).resolves.toContain('# HELP');
  });

  it('is open outside production when no token is set (local runs)', async () => {
    await expect(controller({ NODE_ENV: 'development' }).metrics()).resolves.toContain('# HELP');
  });
});
