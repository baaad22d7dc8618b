import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { serverMessageOf } from './error-message';

const serverError = (status: number, bodyText: string): ServerError =>
  new ServerError(`Response not successful: Received status code ${String(status)}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

describe('serverMessageOf', () => {
  it('returns the first GraphQL error message', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: 'Usuario o contraseña incorrectos',
          extensions: { code: 'UNAUTHENTICATED', status: 401 },
        },
      ],
    });
    expect(serverMessageOf(error)).toBe('Usuario o contraseña incorrectos');
  });

  it('reads the message of a non-2xx GraphQL or REST body', () => {
    expect(
      serverMessageOf(serverError(400, '{"errors":[{"message":"La contraseña debe tener al menos 8 caracteres"}]}')),
    ).toBe('La contraseña debe tener al menos 8 caracteres');
    expect(serverMessageOf(serverError(429, '{"message":"Demasiados intentos"}'))).toBe('Demasiados intentos');
  });

  it('returns undefined when there is nothing to show', () => {
    expect(serverMessageOf(serverError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    expect(serverMessageOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessageOf(undefined)).toBeUndefined();
  });
});
