import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ReviewsSubjects, ReviewSubmittedEventSchema } from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { ReviewProofService } from './review-proof.service.js';

/** A visitor's review is proved out of the caller's sight: the submission's event, exactly once. */
@Injectable()
export class ReviewProofConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly proof: ReviewProofService,
  ) {}

  readonly fromSubmissions: EventHandler<typeof ReviewSubmittedEventSchema> = {
    durable: 'proof-from-submissions',
    subject: ReviewsSubjects.events.reviewSubmitted,
    schema: ReviewSubmittedEventSchema,
    apply: (event, _manager, { tx }) => this.proof.prove(tx, event.reviewId),
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromSubmissions]);
  }
}
