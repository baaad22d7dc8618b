import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { copy } from '../../copy';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { awaitMemberAccess } from '../../features/auth/lib/await-access';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { EmailVerificationNotice } from '../../features/email-verification/components/EmailVerificationNotice';
import { writeCurrentUser } from '../../features/auth/lib/session-cache';
import { ConfirmEmailDocument, MeDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

type Outcome = { state: 'pending' } | { state: 'done' | 'failed'; message: string };

/**
 * `/confirm-email?token=`: the link e-mailed at registration. Verifies the address once, then
 * refreshes who is signed in, so access attached by that e-mail appears, and a member whose access
 * arrived lands on the dashboard (its welcome names the edition). Opened on a device without a
 * session, it says to sign in (then the dashboard). A link that fails shows the signed-in member the
 * notice to ask for a new one.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const client = useApolloClient();
  const [confirm] = useMutation(ConfirmEmailDocument);
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: copy.emailVerification.missingToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    const readMe = () =>
      client.query({ query: MeDocument, fetchPolicy: 'no-cache' }).then(({ data }) => data?.me ?? null);
    confirm({ variables: { token } }).then(
      async ({ data }) => {
        setOutcome({ state: 'done', message: data?.confirmEmail.message ?? '' });
        // The access attached by the address arrives through events; the app follows it meanwhile.
        const me = await readMe().catch(() => null);
        if (!me) return;
        writeCurrentUser(client, me);
        if (me.isAdmin) return;
        const member = me.hasPaid ? me : await awaitMemberAccess(me, readMe);
        writeCurrentUser(client, member);
        if (member.hasAccess) void navigate(ROUTES.dashboard, { replace: true });
      },
      (error: unknown) =>
        setOutcome({ state: 'failed', message: serverMessageOf(error) ?? copy.emailVerification.invalid }),
    );
  }, [client, confirm, navigate, token]);

  if (outcome.state === 'pending') return <PageLoader label={copy.emailVerification.verifying} />;
  return (
    <AuthCard title={copy.emailVerification.pageTitle}>
      <div className="auth-form" role={outcome.state === 'done' ? 'status' : 'alert'}>
        <p>{outcome.message}</p>
        {outcome.state === 'done' && !user ? <p>{copy.emailVerification.signInToContinue}</p> : null}
        {outcome.state === 'failed' ? <EmailVerificationNotice /> : null}
        {user ? (
          <Link className="btn btn--primary btn--block" to={ROUTES.dashboard}>
            {copy.emailVerification.goToDashboard}
          </Link>
        ) : (
          <Link className="btn btn--primary btn--block" to={ROUTES.auth}>
            {copy.emailVerification.goToLogin}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
