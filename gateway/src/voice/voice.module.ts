import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { gatewayUploadStash } from '../redis/redis.module.js';
import { VoiceController } from './voice.controller.js';
import { VoiceResolver } from './voice.resolver.js';
import { VOICE_STASH, VoiceService } from './voice.service.js';

@Module({
  imports: [
    CoreModule,
    NatsModule,
    RateLimitModule,
    AuthModule,
    gatewayUploadStash({ provide: VOICE_STASH, ttlSeconds: (config) => config.VOICE_UPLOAD_TTL_SECONDS }),
  ],
  controllers: [VoiceController],
  providers: [VoiceService, VoiceResolver],
})
export class VoiceModule {}
