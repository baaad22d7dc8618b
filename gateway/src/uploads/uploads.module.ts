import { Module } from '@nestjs/common';
import { CoreModule } from '../core/core.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { GatewayRedisModule, gatewayUploadStash } from '../redis/redis.module.js';
import { PhotoUploadsController } from './photo-uploads.controller.js';
import { PhotoUploadsService } from './photo-uploads.service.js';

/** Photo uploads: one multipart path for every form that attaches a photo, the bytes kept in the UploadStash. */
@Module({
  imports: [CoreModule, GatewayRedisModule, RateLimitModule, gatewayUploadStash()],
  controllers: [PhotoUploadsController],
  providers: [PhotoUploadsService],
  exports: [PhotoUploadsService],
})
export class UploadsModule {}
