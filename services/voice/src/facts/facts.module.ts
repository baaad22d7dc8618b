import { Module } from '@nestjs/common';
import { VoiceRedisModule } from '../voice-redis.module.js';
import { FactsCache } from './facts.cache.js';
import { FactsService } from './facts.service.js';

/** What the coach knows of the member and the program, asked of the other services and cached. */
@Module({
  imports: [VoiceRedisModule],
  providers: [FactsCache, FactsService],
  exports: [FactsService],
})
export class FactsModule {}
