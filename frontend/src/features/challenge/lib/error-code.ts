import { CombinedGraphQLErrors } from '@apollo/client';

/** The gateway's error code (`extensions.code`) of a failed operation, if any. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}
