import { Catch, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import type { ServiceErrorBody } from '@reto/contracts';
import { DomainError, internalErrorBody, serviceUnavailableBody } from '../errors.js';
import { isStoreUnavailable, type StoreOutage } from './store-outage.js';

/**
 * A DomainError travels back as its body; a database that cannot be reached as the 503 of a service
 * that is away (the client retries; logged once per outage by `outage`); anything else is logged
 * here and answered as a 500 without details.
 */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(
    private readonly logger: Logger,
    private readonly outage?: StoreOutage,
  ) {}

  catch(exception: unknown): Observable<ServiceErrorBody> {
    if (exception instanceof DomainError) return throwError(() => exception.body);
    if (isStoreUnavailable(exception)) {
      if (this.outage) this.outage.failed(exception);
      else this.logger.warn({ err: exception }, 'database unavailable');
      return throwError(() => serviceUnavailableBody());
    }
    this.logger.error({ err: exception }, 'unexpected error in a NATS handler');
    return throwError(() => internalErrorBody());
  }
}
