import { Module } from '@nestjs/common';
import { CoachNlu } from '../coach/coach-nlu.js';
import { VoiceRedisModule } from '../voice-redis.module.js';
import { ProviderCap } from './provider-cap.service.js';
import { COACH_NLU, VoiceProviders } from './voice-providers.service.js';

/** The speech-to-text, language and text-to-speech providers (or the built-in coach), within the daily cap. */
@Module({
  imports: [VoiceRedisModule],
  providers: [
    /** The built-in coach is trained once, at boot, from the phrase file. */
    { provide: COACH_NLU, useFactory: () => CoachNlu.train() },
    ProviderCap,
    VoiceProviders,
  ],
  exports: [VoiceProviders],
})
export class ProvidersModule {}
