import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ChallengeSubjects, type CacheVersionDto } from '@reto/contracts';
import { RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';
import { AnnouncedCache } from '../nats/announced-cache.js';

const KEY = 'cache-version';

/**
 * The cache version the app checks at each opening and every 10 minutes of a workout (about 5.6
 * times a member-day), which changes only when the trainer refreshes the videos' cache: kept by this
 * replica until challenge announces a content change on `challenge.content.changed` (the refresh
 * announces it before it answers), a test moves the clock, or the connection to NATS is lost; at
 * most EXERCISE_CACHE_TTL_MS (0: never kept). A version asked while the announcement arrived is not
 * kept (`AnnouncedCache`).
 */
@Injectable()
export class CacheVersionCache implements OnModuleInit, OnModuleDestroy {
  private readonly kept: AnnouncedCache<CacheVersionDto>;

  constructor(rpc: RpcClient, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.kept = new AnnouncedCache<CacheVersionDto>(
      rpc,
      { prefix: config.NATS_SUBJECT_PREFIX, subject: ChallengeSubjects.broadcasts.contentChanged },
      { max: 1, ttlMs: config.EXERCISE_CACHE_TTL_MS },
    );
  }

  onModuleInit(): void {
    this.kept.listen();
  }

  onModuleDestroy(): void {
    this.kept.stop();
  }

  /** The cache version: from memory when kept, else `ask`ed (of challenge) and kept. */
  versionOf(ask: () => Promise<CacheVersionDto>): Promise<CacheVersionDto> {
    return this.kept.remember(KEY, ask);
  }
}
