import { useMutation } from '@apollo/client/react';
import { BadgeCheck, MailCheck } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { Spinner } from '../../../components/Spinner/Spinner';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { useToast } from '../../../components/Toast';
import { copy } from '../../../copy';
import { ChangeEmailDocument, WaitingAccessDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { formatSpanishDate } from '../../challenge/lib/days';
import { useResendVerificationLink } from '../hooks/useResendVerificationLink';
import type { WaitingAccess } from '../hooks/useWaitingAccess';
import './AccessWaiting.css';

/**
 * The member whose payment (or pre-approval) waits for the e-mailed link is told so, where
 * the payment form would otherwise be: what was bought, where the link went, a new link, and a way
 * to correct a mistyped address (a new link goes there).
 */
export function AccessWaiting({ waiting, activating }: { waiting: WaitingAccess; activating: boolean }) {
  const { resend, resending } = useResendVerificationLink();
  const [correcting, setCorrecting] = useState(false);
  const paid = waiting.reason === 'payment';
  const { edition } = waiting;

  return (
    <section className="status-card" data-testid="access-waiting" aria-labelledby="access-waiting-title">
      <span className="status-card__icon" aria-hidden="true">
        {paid ? <BadgeCheck size={30} /> : <MailCheck size={30} />}
      </span>
      <h1 className="access-waiting__title" id="access-waiting-title">
        {paid ? copy.accessWaiting.paymentTitle : copy.accessWaiting.preApprovalTitle}
      </h1>
      {edition ? (
        <p className="access-waiting__edition">
          {copy.accessWaiting.edition(
            edition.number,
            formatSpanishDate(edition.startDate, false),
            formatSpanishDate(edition.endDate, false),
          )}{' '}
          <strong>{copy.accessWaiting.noCharge}</strong>
        </p>
      ) : null}
      <p>
        {copy.accessWaiting.openLinkBefore} <strong className="access-waiting__email">{waiting.email}</strong>.{' '}
        {copy.accessWaiting.openLinkAfter}
      </p>
      {activating ? (
        <p className="access-waiting__activating" role="status">
          <Spinner /> {copy.emailVerification.verifying}
        </p>
      ) : (
        <p className="muted">{copy.accessWaiting.checkSpam}</p>
      )}
      <div className="access-waiting__actions">
        <button
          type="button"
          className={`btn btn--block ${correcting ? 'btn--ghost' : 'btn--primary'}`}
          disabled={resending}
          onClick={() => void resend()}
        >
          {resending ? copy.accessWaiting.resending : copy.accessWaiting.resend}
        </button>
        {correcting ? (
          <ChangeEmailForm
            onDone={() => {
              setCorrecting(false);
            }}
          />
        ) : (
          <button
            type="button"
            className="btn btn--ghost btn--block"
            onClick={() => {
              setCorrecting(true);
            }}
          >
            {copy.accessWaiting.wrongEmail}
          </button>
        )}
      </div>
    </section>
  );
}

/** The corrected address: the account takes it and the link goes there (what waits is asked again). */
function ChangeEmailForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const { showToast } = useToast();
  const [change, { loading }] = useMutation(ChangeEmailDocument, {
    refetchQueries: [WaitingAccessDocument],
    awaitRefetchQueries: true,
  });

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    try {
      const { data } = await change({ variables: { email } });
      showToast({ title: data?.changeEmail.message ?? copy.accessWaiting.change });
      onDone();
    } catch (error) {
      showToast({ variant: 'destructive', title: copy.accessWaiting.changeError, description: serverMessageOf(error) });
    }
  };

  return (
    <form className="access-waiting__change" onSubmit={(event) => void onSubmit(event)}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {copy.accessWaiting.newEmailLabel}
        </label>
        <input
          id={id}
          className="input"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
        />
      </div>
      <SubmitButton pending={loading}>{copy.accessWaiting.change}</SubmitButton>
      <button type="button" className="btn btn--ghost btn--block" onClick={onDone}>
        {copy.accessWaiting.cancel}
      </button>
    </form>
  );
}
