import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { MeDocument, RegisterDocument } from '../../../gql/graphql';
import { apiRequest } from '../../../lib/api-request';
import { ROUTES } from '../../../routes';
import { checkoutProof, forgetBuyer, registrationPrefill } from '../../billing/lib/buyer-prefill';
import { detectTimezone } from '../../timezone/detect-timezone';
import { timezoneForPlace } from '../../timezone/timezones';
import { awaitMemberAccess } from '../lib/await-access';
import { serverMessageOf } from '../lib/error-message';
import { toRegisterInput, type RegisterFormValues } from '../lib/normalize';
import { useSignedInOutcome } from './useSignedInOutcome';

export interface UseRegister {
  register: (values: RegisterFormValues) => Promise<void>;
  pending: boolean;
}

/**
 * Creates the account (spec 1, sections 2, 4, 5 and 8) with the timezone detected when the auth
 * page opened, signs the new member in, sends a timezone update when the server kept another one
 * (failure only logged), and opens the dashboard. A buyer coming from the payment
 * (`?payment=success`) sends the checkout's proof of the e-mail, waits until the payment has
 * reached the new account, then sees the nutrition plan computed from the subscribe form (without
 * the proof, the e-mailed link brings the access later).
 */
export function useRegister(): UseRegister {
  const { search } = useLocation();
  // The place typed at the purchase says it best; else the browser's zone (confirmed on the dashboard).
  const [timezone] = useState(() => timezoneForPlace(registrationPrefill(search)?.place ?? '') ?? detectTimezone());
  const client = useApolloClient();
  const paidFirst = new URLSearchParams(search).get('payment') === 'success';
  const [mutate] = useMutation(RegisterDocument);
  const [pending, setPending] = useState(false);
  const { showToast } = useToast();
  const onSignedIn = useSignedInOutcome();

  const register = useCallback(
    async (values: RegisterFormValues) => {
      const input = toRegisterInput(values, timezone);
      if (!input) return;
      // After paying, the checkout proves the e-mail (the paid access is there at once).
      const proof = checkoutProof(search);
      setPending(true);
      let user;
      try {
        const { data } = await mutate({ variables: { input: proof ? { ...input, checkoutProof: proof } : input } });
        user = data?.register;
      } catch (error) {
        setPending(false);
        showToast({
          variant: 'destructive',
          title: copy.auth.registerErrorTitle,
          description: serverMessageOf(error) ?? copy.auth.registerErrorDefault,
        });
        return;
      }
      if (!user) {
        setPending(false);
        showToast({
          variant: 'destructive',
          title: copy.auth.registerErrorTitle,
          description: copy.auth.registerErrorDefault,
        });
        return;
      }
      if (user.timezone !== timezone) {
        apiRequest('POST', '/api/update-timezone', { timezone }).catch((error: unknown) => {
          console.error('Timezone update after registration failed', error);
        });
      }
      if (paidFirst && user.emailVerified && !user.hasPaid) {
        user = await awaitMemberAccess(user, () =>
          client.query({ query: MeDocument, fetchPolicy: 'no-cache' }).then(({ data }) => data?.me ?? null),
        );
      }
      if (paidFirst) forgetBuyer();
      await onSignedIn(
        user,
        { title: copy.auth.registerSuccessTitle, description: copy.auth.registerSuccessDescription },
        undefined,
        paidFirst ? ROUTES.nutritionPlanResults : undefined,
      );
      setPending(false);
    },
    [client, mutate, onSignedIn, paidFirst, search, showToast, timezone],
  );

  return { register, pending };
}
