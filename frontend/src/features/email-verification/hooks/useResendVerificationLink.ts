import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { ResendEmailVerificationDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';

/** "Reenviar enlace": a new verification link for the signed-in member, the server's answer in a toast. */
export function useResendVerificationLink(): { resend: () => Promise<void>; resending: boolean } {
  const [send, { loading }] = useMutation(ResendEmailVerificationDocument);
  const { showToast } = useToast();
  const resend = useCallback(async () => {
    try {
      const { data } = await send();
      showToast({ title: data?.resendEmailVerification.message ?? copy.emailVerification.noticeTitle });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: copy.emailVerification.resendError,
        description: serverMessageOf(error),
      });
    }
  }, [send, showToast]);
  return { resend, resending: loading };
}
