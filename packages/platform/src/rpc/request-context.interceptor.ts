import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@reto/contracts';
import type { Logger } from 'pino';
import { Observable, tap } from 'rxjs';
import { natsHandlerDuration } from '../metrics/metrics.js';
import { runWithRequestId } from '../request-context.js';

/**
 * Every NATS handler runs with the caller's request id and leaves one log line (subject, outcome,
 * time) and one observation of reto_nats_handler_duration_seconds.
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
                this.logger.info({ subject, ms: elapsed() }, 'nats request handled');
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
