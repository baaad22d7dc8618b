import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { natsHandlerDuration } from '../metrics/metrics.js';
import { requestIdOf } from './request-id.js';

/** A request handled slower than this is logged as a warning. */
const SLOW_HANDLER_MS = 500;

/**
 * Every NATS handler leaves one observation of reto_nats_handler_duration_seconds and one log line
 * (subject, outcome, time, the caller's request id): at info when it was refused or slow (a warning
 * then), at debug when it was answered in time. The gateway's access log already has a line for
 * every request, with the same request id, and the histogram counts every answer: a line for each of
 * them at info cost the services a tenth of their CPU under load.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const reqId = requestIdOf(nats);
    const started = performance.now();
    const timer = natsHandlerDuration.startTimer({ subject });
    const elapsed = () => Math.round(performance.now() - started);
    return next.handle().pipe(
      tap({
        complete: () => {
          timer({ outcome: 'ok' });
          const ms = elapsed();
          if (ms >= SLOW_HANDLER_MS) this.logger.warn({ reqId, subject, ms }, 'nats request handled slowly');
          else this.logger.debug({ reqId, subject, ms }, 'nats request handled');
        },
        error: (error: unknown) => {
          timer({ outcome: 'refused' });
          this.logger.info({ reqId, subject, ms: elapsed(), err: (error as Error)?.message }, 'nats request refused');
        },
      }),
    );
  }
}
