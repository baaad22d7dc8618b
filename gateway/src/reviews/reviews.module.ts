import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { UploadStash } from '@reto/platform';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsResolver } from './reviews.resolver.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews: the public listing and form, photos, and the admin's moderation. */
@Module({
  imports: [CoreModule, NatsModule, RateLimitModule, AuthModule, AdminAuthModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [
    {
      provide: UploadStash,
      useFactory: (config: GatewayConfig) => UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX),
      inject: [GATEWAY_CONFIG],
    },
    ReviewsService,
    ReviewsResolver,
  ],
  exports: [ReviewsService],
})
export class ReviewsModule implements OnApplicationShutdown {
  constructor(@Inject(UploadStash) private readonly uploads: UploadStash) {}

  onApplicationShutdown(): void {
    this.uploads.close();
  }
}
