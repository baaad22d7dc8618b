import { randomUUID } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@reto/contracts';

/**
 * The id of the request a NATS handler serves: the caller's `x-request-id` header (the RpcClient
 * always sends one), else a new one. It is passed explicitly, as the gateway passes its own: no
 * AsyncLocalStorage in the system, whose promise hooks tax every promise of a process on Node 20.
 */
export const requestIdOf = (nats: NatsContext): string => nats.getHeaders()?.get(REQUEST_ID_HEADER) || randomUUID();

/**
 * `handler(@Payload() payload: unknown, @NatsRequestId() requestId: string)` in a hand-written
 * handler (a `requestHandlers` row is given it): for the audit entries and the NATS requests a
 * handler's use case makes.
 */
export const NatsRequestId = createParamDecorator((_: unknown, context: ExecutionContext): string =>
  requestIdOf(context.switchToRpc().getContext<NatsContext>()),
);
