import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined;

/** The message of a GraphQL (`{errors: [{message}]}`) or REST (`{message}`) error body. */
function messageFromBody(bodyText: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (!isRecord(body)) return undefined;
  if (Array.isArray(body.errors)) {
    for (const error of body.errors as unknown[]) {
      const message = isRecord(error) ? nonEmptyString(error.message) : undefined;
      if (message) return message;
    }
  }
  return nonEmptyString(body.message);
}

/**
 * The Spanish sentence the server gave for a failed operation, to show as it is, or `undefined`
 * when the failure carries none (network down, unexpected response).
 */
export function serverMessageOf(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => nonEmptyString(e.message)).find((message) => message !== undefined);
  }
  if (ServerError.is(error)) return messageFromBody(error.bodyText);
  return undefined;
}

/** The machine code of a failed GraphQL operation (`extensions.code`), e.g. `second_factor_required`. */
export function serverCodeOf(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors.map((e) => e.extensions?.code).find((code): code is string => typeof code === 'string');
}
