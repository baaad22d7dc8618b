import { Injectable } from '@nestjs/common';
import { REDIS_KEYS } from '../voice.constants.js';
import { VoiceRedis } from '../voice.redis.js';
import type { CoachFacts } from './coach-facts.js';

/** The facts of one asker, kept briefly in Redis so a conversation does not ask every service per question. */
@Injectable()
export class FactsCache {
  constructor(private readonly store: VoiceRedis) {}

  async get(key: string): Promise<CoachFacts | null> {
    const hit = await this.store.redis.get(`${REDIS_KEYS.facts}:${key}`).catch(() => null);
    return hit ? (JSON.parse(hit) as CoachFacts) : null;
  }

  async set(key: string, facts: CoachFacts, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    await this.store.redis
      .set(`${REDIS_KEYS.facts}:${key}`, JSON.stringify(facts), 'EX', ttlSeconds)
      .catch(() => undefined);
  }
}
