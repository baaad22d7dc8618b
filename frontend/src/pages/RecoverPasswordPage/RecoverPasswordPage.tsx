import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router-dom';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { RequestPasswordResetDocument } from '../../gql/graphql';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

/** Forgot password (spec 2, section 2.6): a neutral success whether or not the address exists. */
export function RecoverPasswordPage() {
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<{ resetLink: string | null } | null>(null);
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const { showToast } = useToast();
  const emailId = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!value) {
      showToast({ variant: 'destructive', title: copy.recovery.emailRequired });
      return;
    }
    try {
      const { data } = await request({ variables: { email: value } });
      setDone({ resetLink: data?.requestPasswordReset.resetLink ?? null });
    } catch (error) {
      showToast({ variant: 'destructive', title: serverMessageOf(error) ?? copy.recovery.failure });
    }
  };

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: copy.recovery.copied });
    } catch {
      showToast({ variant: 'destructive', title: copy.recovery.copyFailed });
    }
  };

  return (
    <AuthCard title={copy.recovery.title}>
      {done ? (
        <div className="auth-form" role="status">
          <h2>{copy.recovery.processedTitle}</h2>
          <p className="muted">{copy.recovery.processedDescription}</p>
          {done.resetLink ? (
            <div className="field">
              <p className="field__label">{copy.recovery.devLinkLabel}</p>
              <code data-testid="reset-link" style={{ wordBreak: 'break-all' }}>
                {done.resetLink}
              </code>
              <button type="button" className="btn btn--ghost" onClick={() => void copyLink(done.resetLink!)}>
                {copy.recovery.copyLink}
              </button>
              <a className="btn btn--ghost" href={done.resetLink}>
                {copy.recovery.openLink}
              </a>
            </div>
          ) : null}
        </div>
      ) : (
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
          <p className="muted">{copy.recovery.description}</p>
          <div className="field">
            <label className="field__label" htmlFor={emailId}>
              {copy.recovery.emailLabel}
            </label>
            <input
              id={emailId}
              className="input"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
            />
          </div>
          <SubmitButton pending={loading}>{copy.recovery.submit}</SubmitButton>
        </form>
      )}
      <p>
        <Link to={ROUTES.auth}>{copy.recovery.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
