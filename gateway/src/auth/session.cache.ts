import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import { IdentitySubjects, type ResolvedSession, type SessionsChangedNotice, type UserDto } from '@reto/contracts';
import { CLOCK_SET_SUBJECT, hashToken, MemoryCache, RpcClient } from '@reto/platform';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** More live sessions than this in one replica's memory: the least recently used are dropped first. */
const MAX_ENTRIES = 50_000;

/** A resolved session as kept: its member, and how long identity said that stays true unannounced. */
interface Entry {
  user: UserDto;
  trueForMs: number;
}

/**
 * The sessions this gateway replica resolved in the last SESSION_CACHE_TTL_MS, keyed by the
 * token's hash (as identity stores it), so a member's screens do not cost a NATS round trip and two
 * queries each; never past what nothing announces (the session's own end, the end of the member's
 * paid access), which identity's answer states (`trueForMs`). Identity announces every ended session and every changed member on
 * `identity.sessions.changed`; every replica listens and drops the entries at once. A resolution
 * that was under way while any announcement arrived is not kept (it may predate the change).
 * Requests for a token that is being resolved wait for that resolution instead of asking identity
 * again (when an entry ends, the member's screens arrive together), unless an announcement came in
 * meanwhile. Losing the connection to NATS empties it: the announcements made meanwhile never arrive.
 * The platform's in-process cache (`MemoryCache`: bounded in size and age, one computation a key).
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries: MemoryCache<Entry>;
  private subscriptions: Subscription[] = [];
  /** No longer told of ended sessions (the gateway is stopping): nothing is answered from memory. */
  private deaf = false;
  /** Told of every announcement after the cache dropped what it names (the live subscriptions re-check). */
  private readonly watchers: Array<(notice: SessionsChangedNotice) => void> = [];

  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {
    this.entries = new MemoryCache<Entry>({
      max: MAX_ENTRIES,
      ttlMs: config.SESSION_CACHE_TTL_MS,
      trueForMs: (entry) => entry.trueForMs,
    });
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
    this.entries.clear();
  }

  /** The user of `token`: from memory when resolved lately and not announced ended, else `resolve`d and kept. */
  async resolve(token: string, resolve: () => Promise<ResolvedSession>): Promise<UserDto> {
    const resolved = async (): Promise<Entry> => {
      const { trueForMs, ...user } = await resolve();
      return { user, trueForMs };
    };
    return (this.deaf ? await resolved() : await this.entries.remember(hashToken(token), resolved)).user;
  }

  /** This replica ended the session itself: dropped before identity's announcement arrives. */
  forget(token: string): void {
    this.entries.forget(hashToken(token));
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
    const email = notice.email?.toLowerCase();
    const namesMember = notice.userId !== undefined || email !== undefined;
    this.entries.forgetWhere(
      ({ user }, tokenHash) =>
        tokenHash === notice.tokenHash ||
        (namesMember && (user.id === notice.userId || Boolean(email && user.email?.toLowerCase() === email))),
    );
  }

  private clear(): void {
    this.entries.clear();
  }
}
