import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, UploadStash, type ServiceConfig } from '@reto/platform';
import { Redis } from 'ioredis';
import { SPEECH_STASH_TTL_SECONDS } from './voice.constants.js';

/**
 * The voice service's Redis: its own key prefix (`<REDIS_PREFIX>:voice:`) for the facts cache, the
 * conversation history and the daily provider cap; and the shared upload stash (recordings in,
 * synthesised speech out).
 */
@Injectable()
export class VoiceRedis implements OnApplicationShutdown {
  readonly redis: Redis;
  readonly stash: UploadStash;

  constructor(@Inject(SERVICE_CONFIG) config: ServiceConfig) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, keyPrefix: `${config.REDIS_PREFIX}:voice:` });
    this.redis.on('error', () => undefined);
    this.stash = UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX, SPEECH_STASH_TTL_SECONDS);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
    this.stash.close();
  }
}
