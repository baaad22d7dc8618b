import { Module } from '@nestjs/common';
import { RedisModule, ServiceKitModule } from '@reto/platform';
import { CoachNlu } from './coach/coach-nlu.js';
import { ConversationHistory } from './conversation/conversation-history.service.js';
import { ConversationHandler } from './conversation/conversation.handler.js';
import { ConversationService } from './conversation/conversation.service.js';
import { FactsCache } from './facts/facts.cache.js';
import { FactsService } from './facts/facts.service.js';
import { ProviderCap } from './providers/provider-cap.service.js';
import { COACH_NLU, VoiceProviders } from './providers/voice-providers.service.js';
import { SpeechHandler } from './speech/speech.handler.js';
import { SpeechService } from './speech/speech.service.js';
import { TranscriptionHandler } from './transcription/transcription.handler.js';
import { TranscriptionService } from './transcription/transcription.service.js';
import { loadVoiceConfig, VOICE_CONFIG } from './voice.config.js';
import { SPEECH_STASH_TTL_SECONDS } from './voice.constants.js';

@Module({
  imports: [
    // Stateless: Redis and NATS, no database.
    ServiceKitModule.forService({ service: 'voice', config: { token: VOICE_CONFIG, load: loadVoiceConfig } }),
    RedisModule.forApp('voice'),
    // the recordings the gateway stashes, and the speech it takes back
    RedisModule.forUploads({ ttlSeconds: () => SPEECH_STASH_TTL_SECONDS }),
  ],
  controllers: [TranscriptionHandler, ConversationHandler, SpeechHandler],
  providers: [
    /** The built-in coach is trained once, at boot, from the phrase file. */
    { provide: COACH_NLU, useFactory: () => CoachNlu.train() },
    FactsCache,
    FactsService,
    ConversationHistory,
    ProviderCap,
    VoiceProviders,
    TranscriptionService,
    ConversationService,
    SpeechService,
  ],
})
export class AppModule {}
