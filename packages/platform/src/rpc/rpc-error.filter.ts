import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { ErrorCodes, READ_SUBJECTS, type ServiceErrorBody } from '@reto/contracts';
import { DomainError, internalErrorBody, OUTCOME_UNKNOWN_MESSAGE, serviceUnavailableBody } from '../errors.js';
import { isStoreUnavailable, mayHaveApplied, type StoreOutage } from './store-outage.js';

/** The subject a NATS handler serves, without the environment's prefix; undefined outside one. */
function subjectOf(host: ArgumentsHost | undefined, prefix: string): string | undefined {
  if (host?.getType() !== 'rpc') return undefined;
  const context = host.switchToRpc().getContext<{ getSubject?: () => string } | undefined>();
  const subject = context?.getSubject?.();
  return subject?.startsWith(prefix) ? subject.slice(prefix.length) : subject;
}

/**
 * A DomainError travels back as its body (with its `retryAfterSeconds`, when it has them); a database that cannot be reached as the 503 of a service
 * that is away (the client retries; logged once per outage by `outage`), or, for a command whose
 * statement was on its way when the database stopped answering, the 503 outcome_unknown (it may
 * have been applied; the retry is safe); anything else is logged here and answered as a 500 without
 * details.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly outage?: StoreOutage,
    private readonly subjectPrefix = '',
  ) {}

  catch(exception: unknown, host?: ArgumentsHost): Observable<ServiceErrorBody> {
    // A refusal that tells the client when to try again carries the seconds with it (RpcClient reads them back).
    if (exception instanceof DomainError)
      return throwError(() =>
        exception.retryAfterSeconds === undefined
          ? exception.body
          : { ...exception.body, retryAfterSeconds: exception.retryAfterSeconds },
      );
    if (isStoreUnavailable(exception)) {
      if (this.outage) this.outage.failed(exception);
      else this.logger.warn({ err: exception }, 'database unavailable');
      const subject = subjectOf(host, this.subjectPrefix);
      if (subject !== undefined && !READ_SUBJECTS.has(subject) && mayHaveApplied(exception)) {
        return throwError((): ServiceErrorBody => ({
          status: 503,
          code: ErrorCodes.outcomeUnknown,
          message: OUTCOME_UNKNOWN_MESSAGE,
        }));
      }
      return throwError(() => serviceUnavailableBody());
    }
    this.logger.error({ err: exception }, 'unexpected error in a NATS handler');
    return throwError(() => internalErrorBody());
  }
}
