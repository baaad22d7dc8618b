import { Module } from '@nestjs/common';
import { FactsModule } from '../facts/facts.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { VoiceRedisModule } from '../voice-redis.module.js';
import { ConversationHistory } from './conversation-history.service.js';
import { ConversationHandler } from './conversation.handler.js';
import { ConversationService } from './conversation.service.js';

/** A conversation with the coach: the member's question, its history, the coach's answer. */
@Module({
  imports: [VoiceRedisModule, FactsModule, ProvidersModule],
  controllers: [ConversationHandler],
  providers: [ConversationHistory, ConversationService],
})
export class ConversationModule {}
