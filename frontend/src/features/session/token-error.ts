import { CombinedGraphQLErrors } from '@apollo/client';

/** The error code identity gave for a refused token (`token_expired`, `token_not_found`), if any. */
export function tokenErrorCode(error: unknown): 'token_expired' | 'token_not_found' | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  for (const item of error.errors) {
    const code = item.extensions?.code;
    if (code === 'token_expired' || code === 'token_not_found') return code;
  }
  return undefined;
}
