import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_CONFIG, UploadStash, type ServiceConfig } from '@reto/platform';
import { AggregateModule } from '../aggregate/aggregate.module.js';
import { BuyersModule } from '../buyers/buyers.module.js';
import { ProofModule } from '../proof/proof.module.js';
import { ReviewsHandler } from './reviews.handler.js';
import { ReviewsStoreModule } from './reviews-store.module.js';
import { ReviewsService } from './reviews.service.js';

/** Writing and reading reviews, their photos held in the upload stash until the review is sent. */
@Module({
  imports: [ReviewsStoreModule, BuyersModule, AggregateModule, ProofModule],
  controllers: [ReviewsHandler],
  providers: [
    {
      provide: UploadStash,
      useFactory: (config: ServiceConfig) => UploadStash.connect(config.REDIS_URL, config.REDIS_PREFIX),
      inject: [SERVICE_CONFIG],
    },
    ReviewsService,
  ],
})
export class ReviewsModule implements OnApplicationShutdown {
  constructor(@Inject(UploadStash) private readonly uploads: UploadStash) {}

  onApplicationShutdown(): void {
    this.uploads.close();
  }
}
