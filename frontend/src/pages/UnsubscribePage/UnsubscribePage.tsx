import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { copy } from '../../copy';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { UnsubscribeReminderDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

type Outcome = { state: 'pending' } | { state: 'done' | 'failed'; message: string };

/**
 * `/unsubscribe?token=`: the link at the foot of a reminder. Opening it turns that reminder off,
 * without signing in (the token says whose, and which); the page posts the token, so a mail
 * scanner that only fetches the link changes nothing.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [unsubscribe] = useMutation(UnsubscribeReminderDocument);
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: copy.unsubscribe.missingToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe({ variables: { token } }).then(
      ({ data }) => setOutcome({ state: 'done', message: data?.unsubscribeReminder.message ?? '' }),
      (error: unknown) => setOutcome({ state: 'failed', message: serverMessageOf(error) ?? copy.unsubscribe.invalid }),
    );
  }, [token, unsubscribe]);

  if (outcome.state === 'pending') return <PageLoader label={copy.unsubscribe.working} />;
  return (
    <AuthCard title={copy.unsubscribe.pageTitle}>
      <div className="auth-form" role={outcome.state === 'done' ? 'status' : 'alert'}>
        <p>{outcome.message}</p>
        <Link className="btn btn--primary btn--block" to={ROUTES.settings}>
          {copy.unsubscribe.toSettings}
        </Link>
      </div>
    </AuthCard>
  );
}
