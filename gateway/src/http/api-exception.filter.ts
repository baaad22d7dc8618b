import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { ServiceErrorBody } from '@reto/contracts';
import { DomainError, internalErrorBody } from '@reto/platform';
import type { Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { GatewayCopy } from '../gateway.copy.js';

/** What a client is told: the service's Spanish refusal, or a Spanish sentence for the HTTP layer's own. */
export function toErrorBody(exception: unknown): ServiceErrorBody | undefined {
  if (exception instanceof DomainError) return exception.body;
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    if (status >= 500) return undefined;
    const cause = (exception.cause ?? {}) as { type?: string };
    const message =
      cause.type === 'entity.parse.failed' || /JSON/i.test(exception.message)
        ? GatewayCopy.http.malformedJson
        : (GatewayCopy.http.byStatus[status] ?? GatewayCopy.http.badRequest);
    return { status, code: `http_${status}`, message };
  }
  return undefined;
}

/**
 * Maps every error to `{ message, code }` (REST) or a GraphQL error with `extensions.code/status`; never a
 * stack trace. A service or the bus away (503), or a rate limit reached (429), also says when to try
 * again (`Retry-After`).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    let body = toErrorBody(exception);
    if (!body) {
      this.logger.error({ err: exception }, 'unexpected error');
      body = internalErrorBody();
    }
    if (host.getType<GqlContextType>() === 'graphql') {
      return new GraphQLError(body.message, { extensions: { code: body.code, status: body.status } });
    }
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined)
      res.setHeader('Retry-After', String(exception.retryAfterSeconds));
    res.status(body.status || HttpStatus.INTERNAL_SERVER_ERROR).json({ message: body.message, code: body.code });
  }
}
