import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { ConversationModule } from './conversation/conversation.module.js';
import { SpeechModule } from './speech/speech.module.js';
import { TranscriptionModule } from './transcription/transcription.module.js';
import { loadVoiceConfig, VOICE_CONFIG } from './voice.config.js';

/** Voice: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    // Stateless: Redis and NATS, no database.
    ServiceKitModule.forService({ service: 'voice', config: { token: VOICE_CONFIG, load: loadVoiceConfig } }),
    TranscriptionModule,
    ConversationModule,
    SpeechModule,
  ],
})
export class AppModule {}
