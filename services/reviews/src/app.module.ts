import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { ModerationModule } from './moderation/moderation.module.js';
import { loadReviewsConfig, REVIEWS_CONFIG } from './reviews.config.js';
import { reviewsDatabase } from './reviews.database.js';
import { ReviewsModule } from './reviews/reviews.module.js';

/** Reviews: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({
      ...reviewsDatabase,
      config: { token: REVIEWS_CONFIG, load: loadReviewsConfig },
    }),
    ReviewsModule,
    ModerationModule,
  ],
})
export class AppModule {}
