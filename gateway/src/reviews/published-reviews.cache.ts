import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ReviewsSubjects, type ReviewPageDto } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AnnouncedCache } from '../nats/announced-cache.js';

/** Different pages kept at once (limit and offset): the least recently used are dropped first. */
const MAX_PAGES = 200;

/**
 * The public reviews' pages (`/api/reviews`, the `reviews` query), kept by this gateway replica:
 * at a launch every visitor of the sales page asks for the same first page. Reviews announces on
 * `reviews.published.changed` (core NATS, before it answers the change) whenever the published
 * reviews change; every replica then drops its pages, and a page asked while the announcement came
 * is not kept (it may predate the change). Losing the connection to NATS, or a test moving the
 * clock, empties it; REVIEWS_CACHE_SECONDS bounds a page's age (0: every page is asked of reviews).
 */
@Injectable()
export class PublishedReviewsCache implements OnModuleInit, OnModuleDestroy {
  private readonly pages: AnnouncedCache<ReviewPageDto>;

  constructor(rpc: RpcClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.pages = new AnnouncedCache<ReviewPageDto>(
      rpc,
      { prefix: config.NATS_SUBJECT_PREFIX, subject: ReviewsSubjects.broadcasts.publishedChanged },
      { max: MAX_PAGES, ttlMs: config.REVIEWS_CACHE_SECONDS * 1000 },
    );
  }

  onModuleInit(): void {
    this.pages.listen();
  }

  onModuleDestroy(): void {
    this.pages.stop();
  }

  /** The page `query` names (validated): from memory when kept, else `ask`ed and kept. */
  page(query: { limit: number; offset: number }, ask: () => Promise<ReviewPageDto>): Promise<ReviewPageDto> {
    return this.pages.remember(`${query.limit} ${query.offset}`, ask);
  }
}
