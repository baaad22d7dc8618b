import { Inject, Injectable } from '@nestjs/common';
import { REDIS, SharedCache } from '@reto/platform';
import type { Redis } from 'ioredis';
import { VOICE_CONFIG, type VoiceConfig } from '../voice.config.js';
import { REDIS_KEYS } from '../voice.constants.js';
import type { CoachFacts } from './coach-facts.js';

/**
 * The facts of one asker, kept briefly in Redis (VOICE_FACTS_CACHE_SECONDS, the platform's shared
 * cache) so a conversation does not ask every service per question.
 */
@Injectable()
export class FactsCache extends SharedCache<CoachFacts> {
  constructor(@Inject(REDIS) redis: Redis, @Inject(VOICE_CONFIG) config: VoiceConfig) {
    super(redis, REDIS_KEYS.facts, config.VOICE_FACTS_CACHE_SECONDS);
  }
}
