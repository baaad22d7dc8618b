import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One Idempotency-Key per mutation the member sends (one user action): the gateway answers a
 * repeat of that key with the first outcome instead of applying the change again. The key lives in
 * the operation's context, so anything that sends the same operation again (a retry) sends the same
 * key; a key already set by the caller is kept. Queries change nothing and carry none.
 */
export const idempotencyLink = new ApolloLink((operation, forward) => {
  const definition = getMainDefinition(operation.query);
  if (definition.kind === 'OperationDefinition' && definition.operation === 'mutation') {
    const context = operation.getContext() as { headers?: Record<string, string>; idempotencyKey?: string };
    const key = context.headers?.[IDEMPOTENCY_HEADER] ?? context.idempotencyKey ?? crypto.randomUUID();
    operation.setContext({ idempotencyKey: key, headers: { ...context.headers, [IDEMPOTENCY_HEADER]: key } });
  }
  return forward(operation);
});
