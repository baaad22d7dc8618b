import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module.js';
import { VoiceRedisModule } from '../voice-redis.module.js';
import { TranscriptionHandler } from './transcription.handler.js';
import { TranscriptionService } from './transcription.service.js';

/** A recording to text. */
@Module({
  imports: [VoiceRedisModule, ProvidersModule],
  controllers: [TranscriptionHandler],
  providers: [TranscriptionService],
})
export class TranscriptionModule {}
