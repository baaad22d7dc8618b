import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from '@nats-io/transport-node';
import {
  ErrorCodes,
  IdentitySubjects,
  type ResolvedSession,
  type SessionsChangedNotice,
  type UserDto,
} from '@reto/contracts';
import { CLOCK_SET_SUBJECT, DomainError, hashToken, MemoryCache, RpcClient } from '@reto/platform';
import { GatewayErrors } from '../gateway.errors.js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config.js';

/** Tokens identity refused, kept apart: a flood of made-up ones drops the oldest of these, never a member's session. */
const MAX_REFUSED = 10_000;
const REFUSED = {};

/** The names a kept session is found under: its member's id, and its e-mail (as identity compares them, in lower case). */
const memberIndex = (userId: number) => `user:${userId}`;
const emailIndex = (email: string) => `email:${email.toLowerCase()}`;

/** Identity's answer for a token that names no live session (ended, expired, or never issued). */
const isUnauthenticated = (error: unknown) => error instanceof DomainError && error.code === ErrorCodes.unauthenticated;

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
 * meanwhile. A token identity refused (no live session: it ended, or was never issued) is refused
 * from memory for as long, with the same 401: a session that ended never starts again and a made-up
 * token never becomes one (identity draws 256 random bits for each), so a client that keeps sending a
 * forged or ended cookie costs no NATS round trip and no query each time. Losing the connection to
 * NATS empties it: the announcements made meanwhile never arrive.
 * The platform's in-process cache (`MemoryCache`: bounded in size and age, one computation a key).
 */
@Injectable()
export class SessionCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries: MemoryCache<Entry>;
  private readonly refused: MemoryCache<object>;
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
      max: config.SESSION_CACHE_MAX_ENTRIES,
      ttlMs: config.SESSION_CACHE_TTL_MS,
      trueForMs: (entry) => entry.trueForMs,
      // an announcement names a member by id or by e-mail: their sessions are found without a scan
      indexBy: ({ user }) => (user.email ? [memberIndex(user.id), emailIndex(user.email)] : [memberIndex(user.id)]),
    });
    this.refused = new MemoryCache<object>({ max: MAX_REFUSED, ttlMs: config.SESSION_CACHE_TTL_MS });
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
    this.clear();
  }

  /** The user of `token`: from memory when resolved lately and not announced ended, else `resolve`d and kept. */
  async resolve(token: string, resolve: () => Promise<ResolvedSession>): Promise<UserDto> {
    const resolved = async (): Promise<Entry> => {
      const { trueForMs, ...user } = await resolve();
      return { user, trueForMs };
    };
    if (this.deaf) return (await resolved()).user;
    const key = hashToken(token);
    if (this.refused.kept(key)) throw GatewayErrors.unauthenticated();
    try {
      return (await this.entries.remember(key, resolved)).user;
    } catch (error) {
      if (isUnauthenticated(error)) await this.refused.remember(key, async () => REFUSED);
      throw error;
    }
  }

  /**
   * The user of `token` when this replica holds its session in memory now (nothing asked, no
   * promise made), else undefined: what `resolve` would answer from memory at once.
   */
  kept(token: string): UserDto | undefined {
    if (this.deaf) return undefined;
    return this.entries.kept(hashToken(token))?.user;
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
    const names: string[] = [];
    if (notice.userId !== undefined) names.push(memberIndex(notice.userId));
    if (notice.email) names.push(emailIndex(notice.email));
    // every resolution under way is left unkept, whatever the notice names (forgetIndexed)
    this.entries.forgetIndexed(names);
    if (notice.tokenHash !== undefined) this.entries.forget(notice.tokenHash);
  }

  private clear(): void {
    this.entries.clear();
    this.refused.clear();
  }
}
