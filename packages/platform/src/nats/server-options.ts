import { ServerNats, type CustomStrategy, type NatsOptions } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { ServiceName } from '@reto/contracts';
import { natsConnectionOptions } from './connection-options.js';
import { EndOfTurn } from './end-of-turn.js';
import { ReplySerializer } from './json-reply.js';

/** JSON texts Nest would read as an object (or quoted) pattern begin so. */
const MAY_BE_OBJECT_PATTERN = /^[ \t\n\r]*[{["]/;

/** The least a stopping replica waits for the requests it holds before it closes anyway. */
export const SHUTDOWN_GRACE_MS = 5_000;

/**
 * How long a stopping replica waits for the requests it holds: as long as their callers wait for a
 * reply (`requestTimeoutMs`, NATS_REQUEST_TIMEOUT_MS), and never less than SHUTDOWN_GRACE_MS. A
 * shorter grace dropped requests their callers still waited for (on a busy host, sign-ins whose
 * hash had not run yet), and the callers answered 503 at their own timeout.
 */
export const shutdownGraceMs = (requestTimeoutMs: number): number => Math.max(SHUTDOWN_GRACE_MS, requestTimeoutMs);

/**
 * Nest's NATS server, with every subscription under `subjectPrefix` (the prefix isolates
 * environments and test runs that share one NATS server; empty in a normal deployment), and a
 * draining shutdown, so a rolling restart loses nothing: on SIGTERM the replica leaves its queue group first (each
 * subscription drained: the server routes nothing more here, and what it had already delivered is
 * handed over), then finishes the requests it holds, up to `graceMs`, flushes their replies
 * and only then closes. A rolling restart loses no request a replica accepted.
 */
export class PrefixedNatsServer extends ServerNats {
  #connection?: NatsConnection;
  readonly #subscriptions: Subscription[] = [];
  #inFlight = 0;
  readonly #endOfTurn = new EndOfTurn();

  constructor(
    options: Required<NatsOptions>['options'],
    private readonly subjectPrefix: string,
    private readonly graceMs = SHUTDOWN_GRACE_MS,
  ) {
    super(options);
  }

  override async createNatsClient(): Promise<NatsConnection> {
    const connection = (await super.createNatsClient()) as NatsConnection;
    const subscribe = connection.subscribe.bind(connection);
    connection.subscribe = (subject, opts) => {
      const handle = opts?.callback;
      const subscription = subscribe(`${this.subjectPrefix}${subject}`, {
        ...opts,
        ...(handle && {
          callback: (error, message) => {
            // A request is held from its arrival until its reply is sent (Nest replies through
            // `respond`, after the handler's observable emits, not when the callback returns). The
            // reply leaves with the others answered in this turn of the event loop.
            if (message?.reply) {
              this.#inFlight += 1;
              const respond = message.respond.bind(message);
              let answered = false;
              message.respond = (...reply: Parameters<typeof respond>) => {
                this.#endOfTurn.run(() => {
                  respond(...reply);
                  if (!answered) this.#inFlight -= 1;
                  answered = true;
                });
                return true;
              };
            }
            handle(error, message);
          },
        }),
      });
      this.#subscriptions.push(subscription);
      return subscription;
    };
    this.#connection = connection;
    return connection;
  }

  /**
   * The handler's route of a pattern. Nest tries JSON.parse on every incoming pattern (for object
   * patterns) and falls back to the text when it throws: ours are subject texts, so that refusal,
   * an exception with its stack on every request, was a service's own largest cost in the profile
   * of cold reads. A pattern that may be JSON still goes Nest's way.
   */
  override getRouteFromPattern(pattern: string): string {
    return MAY_BE_OBJECT_PATTERN.test(pattern) ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }

  /** Requests this replica is handling now. */
  get inFlight(): number {
    return this.#inFlight;
  }

  override async close(): Promise<void> {
    if (this.#connection && !this.#connection.isClosed()) {
      await Promise.all(this.#subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
      const deadline = Date.now() + this.graceMs;
      while (this.#inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      await this.#connection.flush().catch(() => undefined);
    }
    await super.close();
  }
}

/**
 * The NATS transport of a service: one queue group per service, so replicas share the requests.
 * `credentials`: the service's NATS user (NATS_USER / NATS_PASSWORD), else those in the URL;
 * `graceMs`: how long it answers what it holds once stopping (`shutdownGraceMs`).
 */
export const natsServerStrategy = (
  service: ServiceName,
  url: string,
  subjectPrefix: string,
  credentials: { user?: string; password?: string } = {},
  graceMs = SHUTDOWN_GRACE_MS,
): CustomStrategy => ({
  strategy: new PrefixedNatsServer(
    {
      ...natsConnectionOptions({ url, ...credentials }),
      name: `${service}-${process.pid}`,
      queue: service,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // PrefixedNatsServer drains on close itself (Nest's own graceful mode only waits a fixed time).
      gracefulShutdown: false,
      // A handler's JsonReply (a cached answer) is sent as its bytes.
      serializer: new ReplySerializer(),
    },
    subjectPrefix,
    graceMs,
  ),
});
