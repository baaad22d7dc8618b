import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { ReviewsSubjects, type ReviewPageDto } from '@reto/contracts';
import { CLOCK_SET_SUBJECT, MemoryCache, RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

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
  private readonly pages: MemoryCache<ReviewPageDto>;
  private subscriptions: Subscription[] = [];

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.pages = new MemoryCache<ReviewPageDto>({ max: MAX_PAGES, ttlMs: config.REVIEWS_CACHE_SECONDS * 1000 });
  }

  onModuleInit(): void {
    const prefix = this.config.NATS_SUBJECT_PREFIX;
    const clear = () => this.pages.clear();
    this.subscriptions = [
      this.rpc.nats.subscribe(`${prefix}${ReviewsSubjects.broadcasts.publishedChanged}`, { callback: clear }),
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: clear }),
    ];
    this.rpc.onConnectionLost(clear);
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.pages.clear();
  }

  /** The page `query` names (validated): from memory when kept, else `ask`ed and kept. */
  page(query: { limit: number; offset: number }, ask: () => Promise<ReviewPageDto>): Promise<ReviewPageDto> {
    return this.pages.remember(`${query.limit} ${query.offset}`, ask);
  }
}
