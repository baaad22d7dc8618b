import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { UploadStash } from '@reto/platform';
import { AuthModule } from '../auth/auth.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { VoiceController } from './voice.controller.js';
import { VoiceResolver } from './voice.resolver.js';
import { VOICE_STASH, VoiceService } from './voice.service.js';

@Module({
  imports: [CoreModule, NatsModule, RateLimitModule, AuthModule],
  controllers: [VoiceController],
  providers: [
    {
      provide: VOICE_STASH,
      useFactory: (config: GatewayConfig) =>
        UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX, config.VOICE_UPLOAD_TTL_SECONDS),
      inject: [GATEWAY_CONFIG],
    },
    VoiceService,
    VoiceResolver,
  ],
})
export class VoiceModule {}
