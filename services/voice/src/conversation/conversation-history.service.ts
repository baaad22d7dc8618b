import { Inject, Injectable } from '@nestjs/common';
import { REDIS } from '@reto/platform';
import type { Redis } from 'ioredis';
import type { Turn } from '../providers/chat-model.js';
import { VOICE_CONFIG, type VoiceConfig } from '../voice.config.js';
import { HISTORY_TURNS, REDIS_KEYS } from '../voice.constants.js';

/** The last turns of an asker's conversation, in Redis with a short life (VOICE_HISTORY_TTL_SECONDS). */
@Injectable()
export class ConversationHistory {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(VOICE_CONFIG) private readonly config: VoiceConfig,
  ) {}

  async recent(callerKey: string): Promise<Turn[]> {
    const entries = await this.redis.lrange(`${REDIS_KEYS.history}:${callerKey}`, 0, -1).catch(() => []);
    return entries.map((entry) => JSON.parse(entry) as Turn);
  }

  async append(callerKey: string, question: string, answer: string): Promise<void> {
    const key = `${REDIS_KEYS.history}:${callerKey}`;
    const turns: Turn[] = [
      { role: 'user', content: question },
      { role: 'assistant', content: answer },
    ];
    await this.redis
      .multi()
      .rpush(key, ...turns.map((turn) => JSON.stringify(turn)))
      .ltrim(key, -2 * HISTORY_TURNS, -1)
      .expire(key, this.config.VOICE_HISTORY_TTL_SECONDS)
      .exec()
      .catch(() => undefined);
  }
}
