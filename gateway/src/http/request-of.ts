import { createParamDecorator, type ArgumentsHost, type ExecutionContext } from '@nestjs/common';
import { GqlArgumentsHost, type GqlContextType } from '@nestjs/graphql';
import type { HttpRequest } from './http.js';

/** The HTTP request behind a REST handler or a resolver (its guard's context, its exception filter's host). */
export const requestOf = (host: ArgumentsHost): HttpRequest =>
  host.getType<GqlContextType>() === 'graphql'
    ? GqlArgumentsHost.create(host).getContext<{ req: HttpRequest }>().req
    : host.switchToHttp().getRequest<HttpRequest>();

/**
 * The id of the HTTP request a REST handler or a resolver serves (request-context.ts), for the NATS
 * calls it makes: `handler(@RequestId() requestId: string)`.
 */
export const RequestId = createParamDecorator((_: unknown, context: ExecutionContext): string => requestOf(context).id);
