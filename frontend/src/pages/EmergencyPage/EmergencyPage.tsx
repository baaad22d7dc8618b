import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { RequestEmergencyAccessDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

/**
 * Emergency access (spec 1 and 2; DECISIONS.md 3): a pre-approved address gets a one-time sign-in
 * link (15 minutes) by e-mail. The page shows the same neutral message for every address (whether
 * it is listed is never told); a failure: "Error de conexión".
 */
export function EmergencyPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestEmergencyAccessDocument);
  const { showToast } = useToast();
  const emailId = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) {
      showToast({
        variant: 'destructive',
        title: copy.emergency.emailRequiredTitle,
        description: copy.emergency.emailRequiredDescription,
      });
      return;
    }
    try {
      const { data } = await request({ variables: { email: value } });
      if (data) setSent(data.requestEmergencyAccess.message);
    } catch (error) {
      showToast({ variant: 'destructive', title: copy.emergency.connectionError, description: serverMessageOf(error) });
    }
  };

  return (
    <AuthCard title={copy.emergency.title}>
      {sent ? (
        <div className="auth-form" role="status">
          <h2>{copy.emergency.sentTitle}</h2>
          <p>{sent}</p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="muted">{copy.emergency.description}</p>
          <div className="field">
            <label className="field__label" htmlFor={emailId}>
              {copy.emergency.emailLabel}
            </label>
            <input
              id={emailId}
              className="input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
          </div>
          <SubmitButton pending={loading}>{copy.emergency.submit}</SubmitButton>
        </form>
      )}
      <p>
        <Link to={ROUTES.auth}>{copy.recovery.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
