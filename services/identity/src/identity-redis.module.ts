import { RedisModule } from '@reto/platform';

/** Identity's one Redis client, for every feature module that imports it (one module, one client). */
export const IdentityRedisModule = RedisModule.forApp('identity');
