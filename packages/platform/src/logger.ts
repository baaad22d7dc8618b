import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

let stdout: ReturnType<typeof pino.destination> | undefined;

/**
 * stdout written asynchronously (lines logged while a write is under way go out together with the
 * next one), so a request does not wait on the pipe; whatever is pending is written before the exit.
 */
function asyncStdout(): ReturnType<typeof pino.destination> {
  if (stdout) return stdout;
  const destination = pino.destination({ dest: 1, sync: false });
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
