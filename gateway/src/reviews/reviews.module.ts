import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { AdminReviewsController } from './admin-reviews.controller.js';
import { ReviewsController } from './reviews.controller.js';
import { ReviewsResolver } from './reviews.resolver.js';
import { PublishedReviewsCache } from './published-reviews.cache.js';
import { ReviewsService } from './reviews.service.js';

/** Reviews: the public listing and form, photos, and the admin's moderation. */
@Module({
  imports: [CoreModule, NatsModule, RateLimitModule, AuthModule, AdminAuthModule, UploadsModule],
  controllers: [ReviewsController, AdminReviewsController],
  providers: [ReviewsService, ReviewsResolver, PublishedReviewsCache],
  exports: [ReviewsService],
})
export class ReviewsModule {}
