import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { natsHandlerDuration } from '../metrics/metrics.js';
import { runWithRequestId } from '../request-context.js';

/** A request handled slower than this is logged as a warning. */
const SLOW_HANDLER_MS = 500;

/**
 * Every NATS handler runs with the caller's request id and leaves one observation of
 * reto_nats_handler_duration_seconds and one log line (subject, outcome, time): at info when it was
 * refused or slow (a warning then), at debug when it was answered in time. The gateway's access log
 * already has a line for every request, with the same request id, and the histogram counts every
 * answer: a line for each of them at info cost the services a tenth of their CPU under load.
 */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(private readonly logger: Logger) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const nats = context.switchToRpc().getContext<NatsContext>();
    const subject = nats.getSubject();
    const requestId = nats.getHeaders()?.get(REQUEST_ID_HEADER) || undefined;
    return new Observable((subscriber) =>
      runWithRequestId(requestId, () => {
        const started = performance.now();
        const timer = natsHandlerDuration.startTimer({ subject });
        const elapsed = () => Math.round(performance.now() - started);
        return next
          .handle()
          .pipe(
            tap({
              complete: () => {
                timer({ outcome: 'ok' });
                const ms = elapsed();
                if (ms >= SLOW_HANDLER_MS) this.logger.warn({ subject, ms }, 'nats request handled slowly');
                else this.logger.debug({ subject, ms }, 'nats request handled');
              },
              error: (error: unknown) => {
                timer({ outcome: 'refused' });
                this.logger.info({ subject, ms: elapsed(), err: (error as Error)?.message }, 'nats request refused');
              },
            }),
          )
          .subscribe(subscriber);
      }),
    );
  }
}
