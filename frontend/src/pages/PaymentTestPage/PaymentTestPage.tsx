import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { PAYMENT_STATUS_RELOAD_MS } from '../../constants';
import { copy } from '../../copy';
import { EmailVerificationNotice } from '../../features/email-verification/components/EmailVerificationNotice';
import { useCurrentUser } from '../../features/auth/hooks/useCurrentUser';
import { UpdatePaymentStatusDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/billing/billing.css';

const statusOf = (error: unknown): number | undefined => {
  const errors = (error as { errors?: Array<{ extensions?: { status?: number } }> } | null)?.errors;
  return errors?.[0]?.extensions?.status;
};

/**
 * /payment-test (spec 2 section 2.5): the member's paid state and two buttons to change it. Works
 * only where the server has PAYMENT_TEST_MODE=true; otherwise the page says the tool is disabled.
 */
export function PaymentTestPage() {
  const { user } = useCurrentUser();
  const [update, { loading }] = useMutation(UpdatePaymentStatusDocument);
  const [disabled, setDisabled] = useState(false);
  const { showToast } = useToast();
  if (!user) return null;

  const change = async (hasPaid: boolean) => {
    try {
      await update({ variables: { hasPaid } });
    } catch (error) {
      if (statusOf(error) === 403) setDisabled(true);
      showToast({ variant: 'destructive', title: copy.paymentTest.failed });
      return;
    }
    showToast({ title: copy.paymentTest.updated });
    setTimeout(() => {
      window.location.reload();
    }, PAYMENT_STATUS_RELOAD_MS);
  };

  return (
    <>
      <EmailVerificationNotice />
      <main className="page billing-page billing-page--center">
        <h1 className="page__title">{copy.paymentTest.title}</h1>
        <dl className="payment-test__facts">
          <dt>{copy.paymentTest.username}</dt>
          <dd>{user.username}</dd>
          <dt>{copy.paymentTest.email}</dt>
          <dd>{user.email}</dd>
          <dt>{copy.paymentTest.state}</dt>
          <dd data-testid="paid-state">{user.hasPaid ? copy.paymentTest.enabled : copy.paymentTest.disabled}</dd>
        </dl>
        {disabled ? (
          <p className="field__error" role="alert">
            {copy.paymentTest.toolDisabled}
          </p>
        ) : null}
        <div className="payment-test__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={user.hasPaid || loading}
            onClick={() => void change(true)}
          >
            {copy.paymentTest.markPaid}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!user.hasPaid || loading}
            onClick={() => void change(false)}
          >
            {copy.paymentTest.markUnpaid}
          </button>
        </div>
        <Link className="btn btn--ghost" to={ROUTES.home}>
          {copy.paymentTest.home}
        </Link>
      </main>
    </>
  );
}
