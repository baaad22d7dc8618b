import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { ChallengeSubjects, type CacheVersionDto } from '@reto/contracts';
import { CLOCK_SET_SUBJECT, MemoryCache, RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

const KEY = 'cache-version';

/**
 * The cache version the app checks at each opening and every 10 minutes of a workout (about 5.6
 * times a member-day), which changes only when the trainer refreshes the videos' cache: kept by this
 * replica until challenge announces a content change on `challenge.content.changed` (the refresh
 * announces it before it answers), a test moves the clock, or the connection to NATS is lost; at
 * most EXERCISE_CACHE_TTL_MS (0: never kept). A version asked while the announcement arrived is not
 * kept. The platform's `MemoryCache`.
 */
@Injectable()
export class CacheVersionCache implements OnModuleInit, OnModuleDestroy {
  private readonly kept: MemoryCache<CacheVersionDto>;
  private subscriptions: Subscription[] = [];
  private deaf = false;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.kept = new MemoryCache<CacheVersionDto>({ max: 1, ttlMs: config.EXERCISE_CACHE_TTL_MS });
  }

  onModuleInit(): void {
    const prefix = this.config.NATS_SUBJECT_PREFIX;
    this.subscriptions = [
      this.rpc.nats.subscribe(`${prefix}${ChallengeSubjects.broadcasts.contentChanged}`, {
        callback: () => this.kept.clear(),
      }),
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: () => this.kept.clear() }),
    ];
    this.rpc.onConnectionLost(() => this.kept.clear());
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.deaf = true;
    this.kept.clear();
  }

  /** The cache version: from memory when kept, else `ask`ed (of challenge) and kept. */
  versionOf(ask: () => Promise<CacheVersionDto>): Promise<CacheVersionDto> {
    return this.deaf ? ask() : this.kept.remember(KEY, ask);
  }
}
