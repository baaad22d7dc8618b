import { MailCheck } from 'lucide-react';
import { copy } from '../../../copy';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useResendVerificationLink } from '../hooks/useResendVerificationLink';
import './EmailVerificationNotice.css';

/**
 * The signed-in member whose e-mail is not verified yet: access attached by that e-mail (a payment,
 * the pre-approved list) waits for the link e-mailed at registration; a new one can be asked for here.
 */
export function EmailVerificationNotice() {
  const { user } = useCurrentUser();
  const { resend, resending: loading } = useResendVerificationLink();
  if (!user || user.isAdmin || user.emailVerified) return null;

  return (
    <div className="email-verification-notice" role="status" data-testid="email-verification-notice">
      <MailCheck size={18} aria-hidden="true" />
      <span>
        <strong>{copy.emailVerification.noticeTitle}.</strong> {copy.emailVerification.notice(user.email)}
      </span>
      <button type="button" className="btn btn--ghost" disabled={loading} onClick={() => void resend()}>
        {loading ? copy.emailVerification.resending : copy.emailVerification.resend}
      </button>
    </div>
  );
}
