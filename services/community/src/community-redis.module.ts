import { RedisModule } from '@reto/platform';

/** Community's one Redis client, for every feature module that imports it (one module, one client). */
export const CommunityRedisModule = RedisModule.forApp('community');
