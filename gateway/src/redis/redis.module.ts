import type { InjectionToken } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** The gateway's Redis: the platform's client, its keys under `<REDIS_PREFIX>:gateway:`. */
export const GatewayRedisModule = RedisModule.forApp('gateway', { config: GATEWAY_CONFIG, imports: [CoreModule] });

/**
 * The upload stash shared with the services (`<REDIS_PREFIX>:uploads:`), under `provide` (the
 * `UploadStash` class unless named), kept `ttlSeconds` (the stash's default unless given).
 */
export const gatewayUploadStash = (
  options: { provide?: InjectionToken; ttlSeconds?: (config: GatewayConfig) => number } = {},
) => RedisModule.forUploads({ config: GATEWAY_CONFIG, imports: [CoreModule], ...options });
