import { randomUUID } from 'node:crypto';
import {
  connect,
  headers,
  PermissionViolationError,
  RequestError,
  TimeoutError,
  type MsgHdrs,
  type Msg,
  type NatsConnection,
} from '@nats-io/transport-node';
import { isServiceErrorBody, READ_SUBJECTS, REQUEST_ID_HEADER } from '@reto/contracts';
import type { Logger } from 'pino';
import {
  DomainError,
  internalErrorBody,
  OutcomeUnknownError,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
} from '../errors.js';
import { natsReadRetries, natsReadRetriesOverBudget, natsRequestDuration } from '../metrics/metrics.js';
import { cancelAnsweredRequestsWithoutError } from './answered-request.js';
import { natsConnectionOptions } from './connection-options.js';
import { EndOfTurn } from './end-of-turn.js';
import { RetryBudget } from './retry-budget.js';

/**
 * Reads asked again, at most: a tenth of the reads asked in the last 10 s, on top of ten (a client's
 * retry budget as Google's SRE book puts it). Enough for the reads a dead replica held; not enough
 * to double the load of a service slow because it is overloaded.
 */
const READ_RETRY_BUDGET = { share: 0.1, floor: 10, windowMs: 10_000 };

/** What a Nest NATS server answers a request with (one message: the response or the error). */
interface NestReply<T> {
  response?: T;
  err?: unknown;
}

export interface RpcClientOptions {
  url: string;
  /** The app's NATS user and password (NATS_USER / NATS_PASSWORD); else the URL's, if any. */
  user?: string;
  password?: string;
  name: string;
  timeoutMs: number;
  /** NATS_SUBJECT_PREFIX of the environment: the services listen under it. */
  subjectPrefix: string;
  logger: Logger;
  /**
   * A read (READ_SUBJECTS) with no reply after this long is asked again (and once more at four
   * times it), and the first answer wins: the queue group sends the new request to a live replica
   * when the first went to one that died (NATS_READ_RETRY_AFTER_MS). Commands are never sent twice,
   * and reads are asked again only within READ_RETRY_BUDGET. Unset: a read is sent once.
   */
  readRetryAfterMs?: number;
}

/** One request's own settings. */
export interface RpcRequestOptions {
  /**
   * The id of the call being served, sent in `x-request-id`: the gateway's HTTP request's (`req.id`),
   * or the one a service's handler serves (NatsRequestId). Passed explicitly: no AsyncLocalStorage,
   * whose promise hooks tax every promise of a process on Node 20. Unset: a new one.
   */
  requestId?: string;
  timeoutMs?: number;
}

/**
 * Whether a change may have reached a service although no answer came: it timed out, or the
 * connection went while it was out. Not when nobody was listening (no responders) nor when the
 * server refused this app the subject (a permissions violation): then nothing ran. A read is never
 * in doubt (it changes nothing).
 */
const sentWithoutAnswer = (subject: string, error: unknown): boolean =>
  !READ_SUBJECTS.has(subject) &&
  (error instanceof TimeoutError ||
    error instanceof ConnectionLostWhileWaiting ||
    (error instanceof RequestError && !error.isNoResponders() && !(error.cause instanceof PermissionViolationError)));

/** The connection went while a request waited for its reply. */
class ConnectionLostWhileWaiting extends Error {
  constructor() {
    super('nats connection lost');
  }
}

/**
 * Request-reply over NATS to the services' Nest handlers. A missing responder or a timeout becomes
 * a ServiceUnavailableError at once (503), and so does a subject this app's NATS user may not
 * publish (the server's permissions violation fails the request at once); a service's refusal a DomainError with its own body.
 * While the connection to the NATS server is lost (the client reconnects by itself), every request
 * fails at once with that 503 instead of waiting its whole timeout, and so do the requests that were
 * waiting for a reply when it was lost: the bus is away.
 * The request id travels in the `x-request-id` header (RpcRequestOptions.requestId).
 */
export class RpcClient {
  #busAway = false;
  /** The requests waiting for a reply: when the connection is lost they fail at once too. */
  readonly #waiting = new Set<(reason: Error) => void>();
  /** Told each time the connection is lost (onConnectionLost), and each time it is back (onConnectionBack). */
  readonly #lostListeners = new Set<() => void>();
  readonly #backListeners = new Set<() => void>();
  readonly #endOfTurn = new EndOfTurn();
  readonly #retryBudget = new RetryBudget(READ_RETRY_BUDGET);
  /** The round trip the announcements of this turn wait for, and their subjects (for a failure's log). */
  #confirming: Promise<void> | undefined;
  #announced: string[] = [];

  private constructor(
    private readonly connection: NatsConnection,
    private readonly options: RpcClientOptions,
  ) {
    void this.followStatus();
  }

  /** True from the moment the connection to the NATS server is lost until it is back. */
  get busAway(): boolean {
    return this.#busAway;
  }

  private async followStatus(): Promise<void> {
    for await (const status of this.connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') {
        if (!this.#busAway) {
          this.options.logger.warn({ status: status.type }, 'nats connection lost: failing fast');
          for (const listener of this.#lostListeners) listener();
        }
        this.#busAway = true;
        // Their replies cannot come back on a lost connection: they would only wait for the timeout.
        for (const fail of this.#waiting) fail(new ConnectionLostWhileWaiting());
        this.#waiting.clear();
      } else if (status.type === 'reconnect') {
        this.#busAway = false;
        this.options.logger.info('nats connection back');
        for (const listener of this.#backListeners) listener();
      }
    }
  }

  /**
   * `listener` is called each time the connection to the NATS server is lost: what was published
   * meanwhile on core NATS (an announcement) never reaches this client, even once it is back.
   */
  onConnectionLost(listener: () => void): void {
    this.#lostListeners.add(listener);
  }

  /** `listener` is called each time the connection is back after a loss (to look again at what it may have missed). */
  onConnectionBack(listener: () => void): void {
    this.#backListeners.add(listener);
  }

  static async connect(options: RpcClientOptions): Promise<RpcClient> {
    cancelAnsweredRequestsWithoutError();
    const connection = await connect({
      ...natsConnectionOptions(options),
      name: options.name,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      // No Error (with its stack) made up front for every request in case it fails: a failure
      // becomes a ServiceUnavailableError here anyway. The profile showed it among the gateway's top costs.
      noAsyncTraces: true,
    });
    return new RpcClient(connection, options);
  }

  get nats(): NatsConnection {
    return this.connection;
  }

  async request<T>(
    subject: string,
    data: unknown = {},
    { requestId = randomUUID(), timeoutMs = this.options.timeoutMs }: RpcRequestOptions = {},
  ): Promise<T> {
    const requestHeaders = headers();
    requestHeaders.set(REQUEST_ID_HEADER, requestId);
    const envelope = JSON.stringify({ pattern: subject, data, id: randomUUID() });
    const timer = natsRequestDuration.startTimer({ subject });
    if (this.#busAway) {
      timer({ outcome: 'unavailable' });
      throw new ServiceUnavailableError(subject);
    }
    let reply: NestReply<T>;
    try {
      reply = (await this.exchange(subject, envelope, requestHeaders, timeoutMs)).json<NestReply<T>>();
    } catch (error) {
      timer({ outcome: 'unavailable' });
      this.options.logger.warn({ subject, reqId: requestId, err: (error as Error).message }, 'nats request failed');
      throw sentWithoutAnswer(subject, error) ? new OutcomeUnknownError(subject) : new ServiceUnavailableError(subject);
    }
    if (reply.err !== undefined && reply.err !== null) {
      timer({ outcome: 'refused' });
      const err = reply.err as { retryAfterSeconds?: unknown };
      const { status, code, message } = isServiceErrorBody(err) ? err : internalErrorBody();
      // The wait the service named (RpcErrorFilter); a service whose database is away answers 503
      // itself: the client is told when to retry, as for a service away.
      const retryAfterSeconds =
        typeof err.retryAfterSeconds === 'number' && err.retryAfterSeconds > 0
          ? Math.ceil(err.retryAfterSeconds)
          : status === 503
            ? SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS
            : undefined;
      throw new DomainError({ status, code, message }, retryAfterSeconds);
    }
    timer({ outcome: 'ok' });
    return reply.response as T;
  }

  /**
   * One request and its reply. It leaves with the others asked in this turn of the event loop
   * (EndOfTurn). A read (READ_SUBJECTS, with `readRetryAfterMs`) with no reply after
   * `readRetryAfterMs` is asked again, and once more at four times that (a replica that died
   * holding it, or a server slow to notice it died, costs at most those waits): the first answer
   * wins, and it fails when every attempt has, with the first one's failure. A read is not asked
   * again beyond the retry budget (READ_RETRY_BUDGET): it waits for the attempts already made.
   * Losing the connection fails it at once. Callbacks, not promise combinators: every promise costs
   * the hot path.
   */
  private exchange(subject: string, envelope: string, requestHeaders: MsgHdrs, timeoutMs: number): Promise<Msg> {
    const retryAfterMs = this.options.readRetryAfterMs;
    const retryWaits =
      retryAfterMs && retryAfterMs < timeoutMs && READ_SUBJECTS.has(subject) ? [retryAfterMs, retryAfterMs * 3] : [];
    return new Promise<Msg>((resolve, reject) => {
      let settled = false;
      let unanswered = 0;
      let firstFailure: Error | undefined;
      let retry: NodeJS.Timeout | undefined;
      const settle = (answer: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(retry);
        this.#waiting.delete(lost);
        answer();
      };
      const lost = (reason: Error) => settle(() => reject(reason));
      const failed = (attempt: number) => (error: Error) => {
        if (attempt === 0) firstFailure = error;
        unanswered -= 1;
        if (unanswered === 0) settle(() => reject(firstFailure ?? error));
      };
      const answered = (message: Msg) => settle(() => resolve(message));
      const ask = (attempt: number) => {
        unanswered += 1;
        this.#endOfTurn.run(() => {
          if (settled) return;
          try {
            this.connection
              .request(`${this.options.subjectPrefix}${subject}`, envelope, {
                timeout: timeoutMs,
                headers: requestHeaders,
              })
              .then(answered, failed(attempt));
          } catch (error) {
            failed(attempt)(error as Error);
          }
        });
        const waitMs = retryWaits[attempt];
        if (waitMs !== undefined)
          retry = setTimeout(() => {
            if (!this.#retryBudget.tryRetry()) {
              natsReadRetriesOverBudget.inc({ subject });
              return;
            }
            natsReadRetries.inc({ subject });
            ask(attempt + 1);
          }, waitMs);
      };
      this.#waiting.add(lost);
      if (retryWaits.length) this.#retryBudget.asked();
      ask(0);
    });
  }

  /**
   * Tells every listener of `subject` (a core NATS broadcast, no reply: every gateway replica's
   * caches) and resolves once the NATS server has taken it, a round trip later (`flush`). A reply
   * sent after that reaches a listener on the same server behind the announcement, whichever
   * connection sends it: a client that read the answer of a change never finds the replica it asks
   * next still answering from before it. Every broadcast of a change goes through here, awaited
   * before the change is answered. The announcements of one turn of the event loop wait for one
   * round trip together, sent once the turn is over (behind every one of them): a batch of commands
   * committed together is not a PING and a socket write each. With the connection away the
   * announcement is lost (listeners forget everything when they lose theirs); the change, already
   * stored, is still answered.
   */
  announce(subject: string, payload?: unknown): Promise<void> {
    this.connection.publish(
      `${this.options.subjectPrefix}${subject}`,
      payload === undefined ? undefined : JSON.stringify(payload),
    );
    this.#announced.push(subject);
    return (this.#confirming ??= new Promise<void>((resolve) => setImmediate(() => this.confirm(resolve))));
  }

  /** One round trip behind every announcement published before it; told to each of them, taken or not. */
  private confirm(resolve: () => void): void {
    const subjects = this.#announced;
    this.#announced = [];
    this.#confirming = undefined;
    this.connection.flush().then(resolve, (error: unknown) => {
      this.options.logger.warn(
        { subjects: [...new Set(subjects)], announcements: subjects.length, err: (error as Error).message },
        'nats announcement not confirmed',
      );
      resolve();
    });
  }

  /** True when the connection to the NATS server is up and answers a round trip. */
  async isHealthy(): Promise<boolean> {
    if (this.connection.isClosed()) return false;
    try {
      await this.connection.flush();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.connection.isClosed()) await this.connection.drain();
  }
}
