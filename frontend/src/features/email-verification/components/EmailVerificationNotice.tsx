import { useMutation } from '@apollo/client/react';
import { MailCheck } from 'lucide-react';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { ResendEmailVerificationDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import './EmailVerificationNotice.css';

/**
 * The signed-in member whose e-mail is not verified yet: access attached by that e-mail (a payment,
 * the pre-approved list) waits for the link e-mailed at registration; a new one can be asked for here.
 */
export function EmailVerificationNotice() {
  const { user } = useCurrentUser();
  const [resend, { loading }] = useMutation(ResendEmailVerificationDocument);
  const { showToast } = useToast();
  if (!user || user.isAdmin || user.emailVerified) return null;

  const onResend = async () => {
    try {
      const { data } = await resend();
      showToast({ title: data?.resendEmailVerification.message ?? copy.emailVerification.noticeTitle });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: copy.emailVerification.resendError,
        description: serverMessageOf(error),
      });
    }
  };

  return (
    <div className="email-verification-notice" role="status" data-testid="email-verification-notice">
      <MailCheck size={18} aria-hidden="true" />
      <span>
        <strong>{copy.emailVerification.noticeTitle}.</strong> {copy.emailVerification.notice(user.email)}
      </span>
      <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => void onResend()}>
        {loading ? copy.emailVerification.resending : copy.emailVerification.resend}
      </button>
    </div>
  );
}
