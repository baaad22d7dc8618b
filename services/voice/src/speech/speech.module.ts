import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module.js';
import { VoiceRedisModule } from '../voice-redis.module.js';
import { SpeechHandler } from './speech.handler.js';
import { SpeechService } from './speech.service.js';

/** Text to the coach's voice. */
@Module({
  imports: [VoiceRedisModule, ProvidersModule],
  controllers: [SpeechHandler],
  providers: [SpeechService],
})
export class SpeechModule {}
