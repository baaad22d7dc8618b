import { Inject, Injectable } from '@nestjs/common';
import { Clock, REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import { VOICE_CONFIG, type VoiceConfig } from '../voice.config.js';
import { REDIS_KEYS } from '../voice.constants.js';

const TWO_DAYS_SECONDS = 2 * 24 * 60 * 60;

/**
 * The per-member daily cap on paid provider calls (VOICE_DAILY_PROVIDER_CAP), counted in Redis per
 * asker and UTC day, so a loop cannot run up a bill. Past it (or when Redis cannot count) the
 * built-in coach and voices answer instead.
 */
@Injectable()
export class ProviderCap {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
    @Inject(VOICE_CONFIG) private readonly config: VoiceConfig,
  ) {}

  async allow(callerKey: string): Promise<boolean> {
    const key = `${REDIS_KEYS.cap}:${callerKey}:${this.clock.now().toISOString().slice(0, 10)}`;
    try {
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, TWO_DAYS_SECONDS).exec()) as [
        [Error | null, number],
      ];
      return count <= this.config.VOICE_DAILY_PROVIDER_CAP;
    } catch {
      return false;
    }
  }
}
