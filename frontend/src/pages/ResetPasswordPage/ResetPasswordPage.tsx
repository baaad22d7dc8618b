import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { SubmitButton } from '../../components/SubmitButton/SubmitButton';
import { useToast } from '../../components/Toast';
import { copy } from '../../copy';
import { PasswordField } from '../../features/auth/components/PasswordInput';
import { serverMessageOf } from '../../features/auth/lib/error-message';
import { ResetPasswordDocument, ValidateResetTokenDocument } from '../../gql/graphql';
import { PASSWORD_MIN_LENGTH } from '../../constants';
import { ROUTES } from '../../routes';
import { AuthCard } from '../AuthCard';

function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title={copy.reset.title}>
      <div className="auth-form" role="alert">
        <p>{message}</p>
        <Link className="btn btn--primary btn--block" to={ROUTES.passwordRecovery}>
          {copy.reset.requestNewLink}
        </Link>
      </div>
    </AuthCard>
  );
}

function ResetForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [done, setDone] = useState(false);
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const { showToast } = useToast();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password !== confirmation) {
      showToast({ variant: 'destructive', title: copy.reset.mismatch });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      showToast({ variant: 'destructive', title: copy.reset.tooShort });
      return;
    }
    try {
      await reset({ variables: { token, newPassword: password } });
      setDone(true);
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: copy.reset.updateError,
        description: serverMessageOf(error),
      });
    }
  };

  if (done) {
    return (
      <AuthCard title={copy.reset.successTitle}>
        <div className="auth-form" role="status">
          <p>{copy.reset.successDescription}</p>
          <Link className="btn btn--primary btn--block" to={ROUTES.auth}>
            {copy.reset.goToLogin}
          </Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.reset.title}>
      <form className="auth-form" onSubmit={(event) => void onSubmit(event)}>
        <PasswordField
          label={copy.reset.newPasswordLabel}
          autoComplete="new-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <PasswordField
          label={copy.reset.confirmPasswordLabel}
          autoComplete="new-password"
          required
          value={confirmation}
          onValueChange={setConfirmation}
        />
        <SubmitButton pending={loading}>{copy.reset.submit}</SubmitButton>
      </form>
    </AuthCard>
  );
}

function ValidatedReset({ token }: { token: string }) {
  const { data, loading, error } = useQuery(ValidateResetTokenDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  if (loading) return <PageLoader label={copy.reset.validating} />;
  if (error) return <InvalidLink message={copy.reset.validationError} />;
  if (!data?.validateResetToken.valid) return <InvalidLink message={copy.reset.invalidToken} />;
  return <ResetForm token={token} />;
}

/** Reset password (spec 2, section 2.7): validating, invalid link, the form, success. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  if (!token) return <InvalidLink message={copy.reset.missingToken} />;
  return <ValidatedReset token={token} />;
}
