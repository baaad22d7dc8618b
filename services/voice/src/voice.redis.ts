import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { REDIS, SERVICE_CONFIG, UploadStash, type ServiceConfig } from '@reto/platform';
import type { Redis } from 'ioredis';
import { SPEECH_STASH_TTL_SECONDS } from './voice.constants.js';

/**
 * The voice service's Redis: the app's client (`<REDIS_PREFIX>:voice:`) for the facts cache, the
 * conversation history and the daily provider cap; and the shared upload stash (recordings in,
 * synthesised speech out).
 */
@Injectable()
export class VoiceRedis implements OnApplicationShutdown {
  readonly stash: UploadStash;

  constructor(
    @Inject(REDIS) readonly redis: Redis,
    @Inject(SERVICE_CONFIG) config: ServiceConfig,
  ) {
    this.stash = UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX, SPEECH_STASH_TTL_SECONDS);
  }

  onApplicationShutdown(): void {
    this.stash.close();
  }
}
