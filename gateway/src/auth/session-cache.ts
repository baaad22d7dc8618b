import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { IdentitySubjects, type SessionsChangedNotice, type UserDto } from '@reto/contracts';
import { CLOCK_SET_SUBJECT, hashToken, RpcClient } from '@reto/platform';
import { LRUCache } from 'lru-cache';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** More live sessions than this in one replica's memory: the least recently used are dropped first. */
const MAX_ENTRIES = 50_000;

/**
 * The sessions this gateway replica resolved in the last SESSION_CACHE_TTL_MS, keyed by the
 * token's hash (as identity stores it), so a member's screens do not cost a NATS round trip and two
 * queries each. Identity announces every ended session and every changed member on
 * `identity.sessions.changed`; every replica listens and drops the entries at once. A resolution
 * that was under way while any announcement arrived is not kept (it may predate the change).
 * Requests for a token that is being resolved wait for that resolution instead of asking identity
 * again (when an entry ends, the member's screens arrive together), unless an announcement came in
 * meanwhile. Losing the connection to NATS empties it: the announcements made meanwhile never arrive.
 * Bounded in size and age by `lru-cache`.
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries: LRUCache<string, UserDto> | null;
  private generation = 0;
  /** The resolutions under way since the last announcement, by the token's hash. */
  private readonly resolving = new Map<string, Promise<UserDto>>();
  private subscriptions: Subscription[] = [];
  /** No longer told of ended sessions (the gateway is stopping): nothing is answered from memory. */
  private deaf = false;
  /** Told of every announcement after the cache dropped what it names (the live subscriptions re-check). */
  private readonly watchers: Array<(notice: SessionsChangedNotice) => void> = [];

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    const ttl = config.SESSION_CACHE_TTL_MS;
    this.entries = ttl > 0 ? new LRUCache<string, UserDto>({ max: MAX_ENTRIES, ttl }) : null;
  }

  onModuleInit(): void {
    const prefix = this.config.NATS_SUBJECT_PREFIX;
    this.subscriptions = [
      this.rpc.nats.subscribe(`${prefix}${IdentitySubjects.broadcasts.sessionsChanged}`, {
        callback: (error, message) => {
          if (!error) this.changed(message.json<SessionsChangedNotice>());
        },
      }),
      // A test moved every process's clock: sessions may have ended.
      this.rpc.nats.subscribe(`${prefix}${CLOCK_SET_SUBJECT}`, { callback: () => this.clear() }),
    ];
    // The announcements made while the connection is away are lost to this replica: nothing it
    // resolved before may be answered from memory after it.
    this.rpc.onConnectionLost(() => this.clear());
  }

  onModuleDestroy(): void {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    this.deaf = true;
    this.entries?.clear();
  }

  /** The user of `token`: from memory when resolved lately and not announced ended, else `resolve`d and kept. */
  async resolve(token: string, resolve: () => Promise<UserDto>): Promise<UserDto> {
    if (!this.entries || this.deaf) return resolve();
    const key = hashToken(token);
    const hit = this.entries.get(key) ?? this.resolving.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const resolution = resolve().then(
      (user) => {
        if (generation === this.generation) {
          this.entries?.set(key, user);
          this.resolving.delete(key);
        }
        return user;
      },
      (error: unknown) => {
        if (generation === this.generation) this.resolving.delete(key);
        throw error;
      },
    );
    this.resolving.set(key, resolution);
    return resolution;
  }

  /** This replica ended the session itself: dropped before identity's announcement arrives. */
  forget(token: string): void {
    this.announced();
    this.entries?.delete(hashToken(token));
  }

  /** `watcher` hears of each ended session or changed member, once the cache forgot them. */
  watch(watcher: (notice: SessionsChangedNotice) => void): void {
    this.watchers.push(watcher);
  }

  private changed(notice: SessionsChangedNotice): void {
    this.forgetChanged(notice);
    for (const watcher of this.watchers) watcher(notice);
  }

  private forgetChanged(notice: SessionsChangedNotice): void {
    this.announced();
    if (!this.entries) return;
    if (notice.tokenHash) this.entries.delete(notice.tokenHash);
    if (notice.userId === undefined && notice.email === undefined) return;
    const email = notice.email?.toLowerCase();
    const changed = [...this.entries.entries()].filter(
      ([, user]) => user.id === notice.userId || (email && user.email?.toLowerCase() === email),
    );
    for (const [key] of changed) this.entries.delete(key);
  }

  private clear(): void {
    this.announced();
    this.entries?.clear();
  }

  /** What is being resolved now may predate the change: it is neither kept nor shared any more. */
  private announced(): void {
    this.generation += 1;
    this.resolving.clear();
  }
}
