import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

let stdout: ReturnType<typeof pino.destination> | undefined;

/** Lines are written once this many bytes wait (about fifteen request lines)… */
export const LOG_BUFFER_BYTES = 4096;
/** …or this often, whichever comes first: no line waits longer to reach the log. */
export const LOG_FLUSH_MS = 200;

/**
 * stdout written asynchronously and in batches (pino's buffered destination: sonic-boom's
 * `minLength` and `periodicFlush`): the lines wait in memory until LOG_BUFFER_BYTES of them or
 * LOG_FLUSH_MS have passed, then go out in one write, so a busy app makes one write for many lines
 * instead of one each (a write per request's line was a twentieth of the gateway's CPU under the
 * edge's bench), and a request never waits on the pipe. Whatever is pending is written before the
 * exit.
 */
function asyncStdout(): ReturnType<typeof pino.destination> {
  if (stdout) return stdout;
  const destination = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // Nothing pending, or stdout already closed.
    }
  });
  return (stdout = destination);
}

/** JSON logs on stdout, one line an event; a line about a request carries its id (`reqId`) explicitly. */
export function createLogger(app: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino(
    {
      level,
      base: { app },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    asyncStdout(),
  );
}

/** Nest's own logging, sent through pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  /** Nest's own progress lines (modules loaded, routes mapped): debug, so the info log stays readable. */
  log(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, message instanceof Error ? message.message : String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
