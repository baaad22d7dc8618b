import { timingSafeEqual } from 'node:crypto';
import { Controller, Get, Header, Headers, Inject, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { metricsRegistry, metricsText } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * Prometheus `/metrics` of the gateway; with METRICS_TOKEN set, only for `Authorization: Bearer
 * <token>`. In production it is not served at all without a token (the gateway is public).
 */
@Controller('metrics')
export class MetricsController {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  @Get()
  @Header('Content-Type', metricsRegistry.contentType)
  @Header('Cache-Control', 'no-store')
  metrics(@Headers('authorization') authorization?: string): Promise<string> {
    const token = this.config.METRICS_TOKEN;
    if (!token && this.config.NODE_ENV === 'production') throw new NotFoundException();
    if (token && !sameSecret(authorization ?? '', `Bearer ${token}`)) throw new UnauthorizedException();
    return metricsText();
  }
}
