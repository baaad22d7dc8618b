import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import { REDIS_KEYS } from '../voice.constants.js';
import type { CoachFacts } from './coach-facts.js';

/** The facts of one asker, kept briefly in Redis so a conversation does not ask every service per question. */
@Injectable()
export class FactsCache {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async get(key: string): Promise<CoachFacts | null> {
    const hit = await this.redis.get(`${REDIS_KEYS.facts}:${key}`).catch(() => null);
    return hit ? (JSON.parse(hit) as CoachFacts) : null;
  }

  async set(key: string, facts: CoachFacts, ttlSeconds: number): Promise<void> {
    if (ttlSeconds <= 0) return;
    await this.redis
      .set(`${REDIS_KEYS.facts}:${key}`, JSON.stringify(facts), 'EX', ttlSeconds)
      .catch(() => undefined);
  }
}
