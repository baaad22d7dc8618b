import { RedisModule } from '@reto/platform';
import { CoreModule } from '../core/core.module.js';
import { GATEWAY_CONFIG } from '../gateway.config.js';

/** The gateway's Redis: the platform's client, its keys under `<REDIS_PREFIX>:gateway:`. */
export const GatewayRedisModule = RedisModule.forApp('gateway', { config: GATEWAY_CONFIG, imports: [CoreModule] });
