import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ConfirmEmailByCheckoutDocument, MeDocument } from '../../../gql/graphql';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { forgetBuyer, keptCheckoutProof } from '../../billing/lib/buyer-prefill';

/**
 * After a signed-in member paid in this tab: the checkout (its client secret, kept by the payment
 * step) verifies the member's address when it paid for it, so the paid access reaches the account.
 * A refusal changes nothing: the e-mailed link still verifies.
 */
export function useCheckoutEmailProof(): () => Promise<void> {
  const { user } = useCurrentUser();
  const [confirm] = useMutation(ConfirmEmailByCheckoutDocument, { refetchQueries: [MeDocument] });
  return useCallback(async () => {
    const proof = keptCheckoutProof();
    if (!user || user.emailVerified || !proof) return;
    await confirm({ variables: { checkoutProof: proof } }).catch(() => undefined);
    forgetBuyer();
  }, [confirm, user]);
}
