import { RedisModule } from '@reto/platform';

/** Reviews' one Redis client, for every feature module that imports it (one module, one client). */
export const ReviewsRedisModule = RedisModule.forApp('reviews');
