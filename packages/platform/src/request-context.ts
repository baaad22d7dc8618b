import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `fn` with a request id every log line and every outgoing NATS request will carry: a service's
 * handler (RequestContextInterceptor). The gateway keeps none: on Node 20 AsyncLocalStorage's promise
 * hooks tax every promise of the process, so it passes each request's id explicitly (RpcRequestOptions).
 */
export const runWithRequestId = <T>(requestId: string | undefined, fn: () => T): T =>
  storage.run({ requestId: requestId || randomUUID() }, fn);

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;
