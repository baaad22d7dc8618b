import { RedisModule } from '@reto/platform';

/** Challenge's one Redis client, for every feature module that imports it (one module, one client). */
export const ChallengeRedisModule = RedisModule.forApp('challenge');
