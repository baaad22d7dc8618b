import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { LoginDocument, MobileLoginDocument, type CurrentUserFragment, type LoginInput } from '../../../gql/graphql';
import {
  clearAuthData,
  loginFailures,
  mayRunEmergencyCleanup,
  setLoginFailures,
  storeAuthToken,
} from '../../session/storage';
import { isMobileDevice } from '../lib/device';
import { serverCodeOf, serverMessageOf } from '../lib/error-message';
import { toLoginInput, type LoginFormValues } from '../lib/normalize';
import { loginGreeting, useSignedInOutcome } from './useSignedInOutcome';

/** Emergency cleanup runs at most every 5 minutes (spec 2, section 4). */
const EMERGENCY_CLEANUP_INTERVAL_MS = 5 * 60_000;

/** Who signed in, and the admin credential the server answered for an administrator. */
interface SignedIn {
  user: CurrentUserFragment;
  adminAuth?: string | null;
}

export interface UseLogin {
  login: (values: LoginFormValues) => Promise<void>;
  pending: boolean;
  /** The password was right and the account asks for its second factor: the form shows the code field. */
  codeAsked: boolean;
}

/** The server's answer to the right password of an account with a second factor. */
const SECOND_FACTOR_REQUIRED = 'second_factor_required';

/**
 * Signs in (spec 1, sections 2, 4, 5 and 8). On a mobile device `mobileLogin` is tried first (its
 * bearer token is kept) with the ordinary login as fallback, and failures are counted: the first
 * clears stored data and says so, later ones suggest checking the connection (no automatic
 * emergency login: DECISIONS.md 2). Elsewhere a failure shows the server's Spanish message.
 */
export function useLogin(): UseLogin {
  const [mutate] = useMutation(LoginDocument);
  const [mobileMutate] = useMutation(MobileLoginDocument);
  const [pending, setPending] = useState(false);
  const [codeAsked, setCodeAsked] = useState(false);
  const { showToast } = useToast();
  const onSignedIn = useSignedInOutcome();

  const signIn = useCallback(
    async (input: LoginInput): Promise<SignedIn | null> => {
      if (isMobileDevice()) {
        try {
          const { data } = await mobileMutate({ variables: { input } });
          if (data) {
            storeAuthToken(data.mobileLogin.auth.token);
            return data.mobileLogin;
          }
        } catch {
          // The mobile path failed: fall back to the ordinary login.
        }
      }
      const { data } = await mutate({ variables: { input } });
      return data?.login ?? null;
    },
    [mobileMutate, mutate],
  );

  const login = useCallback(
    async (values: LoginFormValues) => {
      const input = toLoginInput(values);
      if (!input) return;
      setPending(true);
      let signedIn: SignedIn | null = null;
      let failure: unknown;
      try {
        signedIn = await signIn(input);
      } catch (error) {
        failure = error;
      }
      if (!signedIn) {
        setPending(false);
        if (serverCodeOf(failure) === SECOND_FACTOR_REQUIRED) {
          setCodeAsked(true);
          return;
        }
        if (isMobileDevice()) {
          const failures = loginFailures() + 1;
          setLoginFailures(failures);
          if (failures === 1) {
            if (mayRunEmergencyCleanup(EMERGENCY_CLEANUP_INTERVAL_MS)) clearAuthData();
            showToast({
              variant: 'destructive',
              title: copy.auth.mobileFirstFailureTitle,
              description: copy.auth.mobileFirstFailureDescription,
            });
          } else {
            showToast({
              variant: 'destructive',
              title: copy.auth.mobileLaterFailureTitle,
              description: copy.auth.mobileLaterFailureDescription,
            });
          }
          return;
        }
        showToast({
          variant: 'destructive',
          title: copy.auth.loginErrorTitle,
          description: serverMessageOf(failure) ?? copy.auth.loginErrorDefault,
        });
        return;
      }
      setLoginFailures(0);
      await onSignedIn(signedIn.user, loginGreeting(signedIn.user), signedIn.adminAuth);
      setPending(false);
    },
    [onSignedIn, showToast, signIn],
  );

  return { login, pending, codeAsked };
}
