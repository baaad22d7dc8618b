import { RedisModule } from '@reto/platform';

/** Billing's one Redis client, for every feature module that imports it (one module, one client). */
export const BillingRedisModule = RedisModule.forApp('billing');
