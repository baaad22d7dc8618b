import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/Toast';
import { MeDocument, VerifyDeviceTokenDocument } from '../../gql/graphql';
import { SessionKeeper } from './SessionKeeper';
import { clearAuthData, findToken, storeDeviceToken } from './storage';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

const expired: MockLink.MockedResponse = {
  request: { query: VerifyDeviceTokenDocument, variables: { token: 'device-1' } },
  result: {
    errors: [
      new GraphQLError('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.', {
        extensions: { code: 'token_expired', status: 401 },
      }),
    ],
  },
};

beforeEach(() => {
  clearAuthData();
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SessionKeeper', () => {
  it('on a phone, signed out with a stored token, checks it every 10 s; token_expired clears it and says so', async () => {
    vi.useFakeTimers();
    storeDeviceToken('device-1');
    render(
      <MockedProvider mocks={[{ request: { query: MeDocument }, result: { data: { me: null } } }, expired]}>
        <ToastProvider>
          <SessionKeeper />
        </ToastProvider>
      </MockedProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(findToken()).toBe('device-1');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText('Autenticación expirada')).toBeTruthy();
    expect(screen.getByText('Tu sesión ha expirado. Por favor, inicia sesión nuevamente.')).toBeTruthy();
    expect(findToken()).toBeNull();
  });
});
