import { Module } from '@nestjs/common';
import { UploadStash } from '@reto/platform';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { VoiceController } from './voice.controller.js';
import { GATEWAY_VOICE_CONFIG, loadGatewayVoiceConfig, type GatewayVoiceConfig } from './voice.config.js';
import { VoiceResolver } from './voice.resolver.js';
import { VOICE_STASH, VoiceService } from './voice.service.js';

@Module({
  imports: [AuthModule, BillingModule],
  controllers: [VoiceController],
  providers: [
    { provide: GATEWAY_VOICE_CONFIG, useFactory: loadGatewayVoiceConfig },
    {
      provide: VOICE_STASH,
      useFactory: (config: GatewayConfig, voice: GatewayVoiceConfig) =>
        UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX, voice.VOICE_UPLOAD_TTL_SECONDS),
      inject: [GATEWAY_CONFIG, GATEWAY_VOICE_CONFIG],
    },
    VoiceService,
    VoiceResolver,
  ],
})
export class VoiceModule {}
