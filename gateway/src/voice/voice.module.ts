import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { AuthModule } from '../auth/auth.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { VoiceController } from './voice.controller.js';
import { VoiceResolver } from './voice.resolver.js';
import { VOICE_STASH, VoiceService } from './voice.service.js';

@Module({
  imports: [
    CoreModule,
    NatsModule,
    RateLimitModule,
    AuthModule,
    RedisModule.forUploads({
      provide: VOICE_STASH,
      config: GATEWAY_CONFIG,
      imports: [CoreModule],
      ttlSeconds: (config: GatewayConfig) => config.VOICE_UPLOAD_TTL_SECONDS,
    }),
  ],
  controllers: [VoiceController],
  providers: [
    VoiceService,
    VoiceResolver,
  ],
})
export class VoiceModule {}
