import { Catch, type ExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import type { ServiceErrorBody } from '@reto/contracts';
import { DomainError, internalErrorBody } from '../errors.js';

/** A DomainError travels back as its body; anything else is logged here and answered as a 500 without details. */
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown): Observable<ServiceErrorBody> {
    if (exception instanceof DomainError) return throwError(() => exception.body);
    this.logger.error({ err: exception }, 'unexpected error in a NATS handler');
    return throwError(() => internalErrorBody());
  }
}
