import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { SessionsChangedNotice, UserDto } from '@reto/contracts';
import { hashToken, LOGGER } from '@reto/platform';
import type { GraphQLResolveInfo } from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { AuthService } from '../auth/auth.service.js';
import { SessionCache } from '../auth/session.cache.js';
import { sessionTokenOf } from '../auth/session-cookie.service.js';
import { GatewayErrors } from '../gateway.errors.js';
import type { HttpRequest } from '../http/http.js';
import { LIVE_EMITTER, type LiveEmitter } from './live-emitter.js';
import { LiveFanout, LiveStream, type LiveSocket } from './live-fanout.service.js';
import { LiveTopics, type LiveEndedNotice } from './live-topics.js';

/** What a WebSocket connection carries for its whole life: the member it was opened with, and its socket. */
export interface LiveConnection {
  req: HttpRequest;
  socket: LiveSocket;
  /** Null: no valid session on connect; every subscription is refused with a 401. */
  user: UserDto | null;
  token: string | undefined;
}

/** A resolver's context on a subscription: the connection's, the operation's id (Mercurius's), and the client's connection_init payload. */
export type LiveContext = LiveConnection & { id: string; _connectionInit?: unknown };

interface OpenSubscription {
  userId: number;
  email: string | null;
  tokenHash: string;
  token: string;
  end(): void;
}

/**
 * The live subscriptions open on this replica, and the rules that end them: a connection is
 * authenticated once, when it opens (the session cookie, or a client's bearer token, on the
 * WebSocket's upgrade request); a subscription ends at once when the member leaves their group
 * (a refund, dispute or revocation, announced on the shared emitter by whichever replica took the
 * event) or when identity announces that their session ended (re-checked with identity).
 */
@Injectable()
export class LiveSubscriptions implements OnModuleInit, OnModuleDestroy {
  private readonly open = new Set<OpenSubscription>();
  private readonly onEnded = (message: { payload: LiveEndedNotice }, done: () => void) => {
    this.endWhere((entry) => entry.userId === message.payload.userId);
    done();
  };

  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionCache,
    private readonly fanout: LiveFanout,
    @Inject(LIVE_EMITTER) private readonly emitter: LiveEmitter,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.emitter.on(LiveTopics.ended, this.onEnded as never);
    this.sessions.watch((notice) => void this.recheck(notice));
  }

  onModuleDestroy(): void {
    this.emitter.removeListener(LiveTopics.ended, this.onEnded as never);
    this.endWhere(() => true);
  }

  /** Mercurius's `subscription.context`: run when the client opens the connection (connection_init). */
  async connect(socket: LiveSocket, req: HttpRequest): Promise<LiveConnection> {
    const token = sessionTokenOf(req);
    const user = await this.auth.currentUserOrNull(randomUUID(), token);
    return { req, socket, user, token };
  }

  /** The member of a subscription's connection, or a 401. */
  memberOf(context: LiveContext): UserDto {
    if (!context.user || !context.token) throw GatewayErrors.unauthenticated();
    return context.user;
  }

  /**
   * The administrator of a subscription's connection: an admin's session and the panel's
   * credential, sent in the connection_init payload as `adminAuth` (a WebSocket has no headers of
   * its own), checked as the AdminGuard checks it; else 401 or 403.
   */
  async adminOf(context: LiveContext): Promise<UserDto> {
    const user = this.memberOf(context);
    const init = context._connectionInit;
    const credential =
      typeof init === 'object' && init !== null && typeof (init as { adminAuth?: unknown }).adminAuth === 'string'
        ? (init as { adminAuth: string }).adminAuth
        : undefined;
    const answer = await this.auth.adminCredentialCheck(randomUUID(), credential, user);
    if (!answer.valid) throw GatewayErrors.adminCredentialInvalid();
    if (answer.secondFactorSetupRequired) throw GatewayErrors.adminSecondFactorSetupRequired();
    return user;
  }

  /**
   * Opens `topics` for the connection's member (the subscription's document and variables from
   * its resolver's `info`), delivered by the fan-out; the subscription ends by the rules above.
   */
  async subscribe(context: LiveContext, topics: string[], info: GraphQLResolveInfo): Promise<AsyncIterable<never>> {
    const user = this.memberOf(context);
    const leave = await this.fanout.join(topics, context.socket, context.id, info);
    const entry: OpenSubscription = {
      userId: user.id,
      email: user.email?.toLowerCase() ?? null,
      token: context.token!,
      tokenHash: hashToken(context.token!),
      end: () => stream.end(),
    };
    const stream = new LiveStream(() => {
      this.open.delete(entry);
      leave();
    });
    this.open.add(entry);
    return stream;
  }

  /** How many subscriptions are open on this replica (for the metrics). */
  get size(): number {
    return this.open.size;
  }

  private endWhere(matches: (entry: OpenSubscription) => boolean): void {
    for (const entry of [...this.open]) {
      if (!matches(entry)) continue;
      this.open.delete(entry);
      entry.end();
    }
  }

  /** A session ended: its subscriptions end; a member changed: theirs are re-checked with identity. */
  private async recheck(notice: SessionsChangedNotice): Promise<void> {
    const email = notice.email?.toLowerCase();
    const named = [...this.open].filter(
      (entry) =>
        entry.tokenHash === notice.tokenHash ||
        entry.userId === notice.userId ||
        (email !== undefined && entry.email === email),
    );
    for (const entry of named) {
      const user = await this.auth.currentUserOrNull(randomUUID(), entry.token).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'live subscription re-check failed; kept until the next announcement');
        return undefined;
      });
      if (user === null || (user && user.id !== entry.userId)) this.endWhere((open) => open === entry);
    }
  }
}
