import type { Logger } from 'pino';

/** Node's socket errors that mean the database could not be reached (or went away mid-query). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs of a server that is away: class 08 (connection exception), the operator's
 * shutdown or a crash (57P01-57P03), too many connections (53300), a statement the server cancelled
 * at DATABASE_QUERY_TIMEOUT_MS (57014: its transaction rolled back).
 */
const isOutageState = (code: string) =>
  code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300' || code === '57014';
/** node-postgres's own words for a pool or connection that could not serve. */
const OUTAGE_MESSAGE =
  /Connection terminated|is not queryable|timeout exceeded when trying to connect|Connection is not established|Query read timeout|the database system is (starting up|shutting down|in recovery mode)|terminating connection/i;

/**
 * A connection lost while its holder did other work between statements (a transaction around a
 * hash or a call): TypeORM hears the connection's error, lets the connection go, and refuses the
 * next statement unsent with one of these.
 */
const RELEASED_CONNECTION = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/**
 * Whether an error says the database is unreachable rather than that a query was wrong: the
 * error itself, TypeORM's `driverError` or a `cause`, at any depth.
 */
export function isStoreUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, name, message, driverError, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isOutageState(code))) return true;
  if (typeof message === 'string' && OUTAGE_MESSAGE.test(message)) return true;
  if (typeof name === 'string' && RELEASED_CONNECTION.has(name)) return true;
  return isStoreUnavailable(driverError, depth + 1) || isStoreUnavailable(cause, depth + 1);
}

/** The first word, along the error's chain, of the client that ran the statement on whether it could have committed. */
function committedMark(error: unknown, depth = 0): boolean | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const { mayHaveCommitted, driverError, cause } = error as {
    mayHaveCommitted?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof mayHaveCommitted === 'boolean') return mayHaveCommitted;
  return committedMark(driverError, depth + 1) ?? committedMark(cause, depth + 1);
}

/** Whether the answer stopped coming: the client gave up waiting, or the connection broke. */
function answerLost(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { message, driverError, cause } = error as { message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof message === 'string' && /Query read timeout|Connection terminated unexpectedly/i.test(message))
    return true;
  return answerLost(driverError, depth + 1) || answerLost(cause, depth + 1);
}

/**
 * Whether a statement may have committed although its answer never came: the client gave up
 * waiting (`query_timeout`, a paused server) or the connection broke (a crash, a network cut) while
 * a statement that could commit was on its way. A command is then answered "puede que se haya
 * guardado", not "failed". Not when the server refused or cancelled the statement (it answered:
 * nothing ran), nor when the client that ran it (StatementBoundClient, `mayHaveCommitted`) says it
 * could not have committed: the connection was refused or cut before the statement was written
 * (the same "Connection terminated unexpectedly" as a cut mid-statement), or it was cut inside an
 * open transaction before the COMMIT. An error without that word keeps the cautious answer.
 */
export function mayHaveApplied(error: unknown): boolean {
  return answerLost(error) && committedMark(error) !== false;
}

/** How often a service checks, during an outage, whether its database is back. */
const RECOVERY_CHECK_MS = 1_000;

/**
 * One log line when the database becomes unreachable and one when it is back, however many
 * requests fail in between (each of them answered 503 with Retry-After, not logged). The return is
 * found by asking the database itself (`probe`), not by the next request that happens to succeed.
 */
export class StoreOutage {
  private down = false;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly logger: Logger,
    private readonly probe: () => Promise<unknown>,
    private readonly store = 'postgres',
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const err = error instanceof Error ? error.message : String(error);
    this.logger.warn({ store: this.store, err }, `${this.store} unavailable; requests answered 503 until it is back`);
    this.timer = setInterval(() => void this.check(), RECOVERY_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private checking = false;

  private async check(): Promise<void> {
    // a paused database hangs the probe: never more than one at a time
    if (this.checking) return;
    this.checking = true;
    try {
      await this.probe();
    } catch {
      return;
    } finally {
      this.checking = false;
    }
    if (!this.down) return;
    this.down = false;
    clearInterval(this.timer);
    this.logger.info({ store: this.store }, `${this.store} back`);
  }
}
