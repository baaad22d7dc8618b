import { Catch, HttpException, HttpStatus, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { ServiceErrorBody } from '@reto/contracts';
import { DomainError, internalErrorBody, withoutStack } from '@reto/platform';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { GatewayCopy } from '../gateway.copy.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HttpReply } from './http.js';
import { requestOf } from './request-of.js';
import { closeAfterAnswer } from './refused-body.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The 4xx status a Fastify error carries (`statusCode`), if any. */
const clientErrorStatusOf = (exception: unknown): number | undefined => {
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  return exception instanceof Error && typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

/** What a client is told: the service's Spanish refusal, or a Spanish sentence for the HTTP layer's own. */
export function toErrorBody(exception: unknown): ServiceErrorBody | undefined {
  if (exception instanceof DomainError) return exception.body;
  // Nest's own, and Fastify's refusals before a handler (a body that is not JSON, too large, …)
  const status = exception instanceof HttpException ? exception.getStatus() : clientErrorStatusOf(exception);
  if (status === undefined || status >= 500) return undefined;
  const message = /JSON/i.test((exception as Error).message)
    ? GatewayCopy.http.malformedJson
    : (GatewayCopy.http.byStatus[status] ?? GatewayCopy.http.badRequest);
  return { status, code: `http_${status}`, message };
}

/**
 * Maps every error to `{ message, code }` (REST) or a GraphQL error with `extensions.code/status`; never a
 * stack trace. A service or the bus away (503), or a rate limit reached (429), also says when to try
 * again: the `Retry-After` header over REST, `extensions.retryAfter` (seconds) over GraphQL, whose
 * answer carries every field's error in one body.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost) {
    let body = toErrorBody(exception);
    if (!body) {
      this.logger.error({ reqId: requestOf(host)?.id, err: exception }, 'unexpected error');
      body = internalErrorBody();
    }
    if (host.getType<GqlContextType>() === 'graphql') {
      // The field's error as the client reads it: its stack would never be shown or logged.
      const { message, code, status } = body;
      const retryAfter = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
      return withoutStack(
        () =>
          new GraphQLError(message, {
            extensions: { code, status, ...(retryAfter === undefined ? {} : { retryAfter }) },
          }),
      );
    }
    const res = host.switchToHttp().getResponse<HttpReply>();
    if (res.sent) return;
    // A path without a route (Fastify's 404 context) reaches Nest's handler with its body unread.
    closeAfterAnswer(host.switchToHttp().getRequest<FastifyRequest>(), res);
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined)
      res.header('retry-after', String(exception.retryAfterSeconds));
    // JSON whatever the route had declared (`/metrics` says text/plain): Fastify would not send an object as text.
    void res
      .code(body.status || HttpStatus.INTERNAL_SERVER_ERROR)
      .type(JSON_TYPE)
      .send({ message: body.message, code: body.code });
  }
}

/** A Fastify error handler answering `{ message, code }` in Spanish (a 500 logged, never shown). */
export const restErrorHandler =
  (logger: Logger) =>
  (error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    closeAfterAnswer(req, reply);
    let body = toErrorBody(error);
    if (!body) {
      logger.error({ reqId: req.id, err: error }, 'unexpected error');
      body = internalErrorBody();
    }
    return reply.code(body.status).type(JSON_TYPE).send({ message: body.message, code: body.code });
  };

/**
 * The answer to an error Fastify raised before a handler ran (a body that is not JSON, or too
 * large, a malformed form): `{ message, code }` in Spanish, as the exception filter answers a
 * handler's. Every route gets it as its own error handler when it is added (a route Fastify loads
 * keeps the error handler of that moment, before Nest has set its own); a route with one of its
 * own (GraphQL's) keeps that.
 */
export function answerErrorsBeforeHandlers(app: FastifyInstance, logger: Logger): void {
  const handler = restErrorHandler(logger);
  app.addHook('onRoute', (route) => {
    route.errorHandler ??= handler;
  });
}
