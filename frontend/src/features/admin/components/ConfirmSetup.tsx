import { useMutation } from '@apollo/client/react';
import { useId, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { useToast } from '../../../components/Toast';
import { ConfirmAdminSecondFactorDocument, type StartAdminSecondFactorMutation } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';

const text = adminCopy.security;
type Setup = StartAdminSecondFactorMutation['startAdminSecondFactor'];

/** Seguridad, a new key: its QR code and its secret written out; the app's first code turns it on. */
export function ConfirmSetup({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const [confirm, { loading }] = useMutation(ConfirmAdminSecondFactorDocument);
  const [code, setCode] = useState('');
  const { showToast } = useToast();
  const codeId = useId();

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const { data } = await confirm({ variables: { code } });
      onEnabled(data!.confirmAdminSecondFactor.recoveryCodes);
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.confirmError, description: messageOf(failure, '') });
    }
  };

  return (
    <form className="admin-card admin-security__setup" onSubmit={(event) => void onSubmit(event)}>
      <img className="admin-security__qr" src={setup.qrCode} alt={text.qrAlt} width={208} height={208} />
      <div className="admin-security__steps">
        <p>{text.scan}</p>
        <p className="muted">
          {text.manual}{' '}
          <code className="admin-security__secret" data-testid="second-factor-secret">
            {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
        </p>
        <div className="field">
          <label className="field__label" htmlFor={codeId}>
            {text.codeLabel}
          </label>
          <input
            id={codeId}
            name="code"
            className="input admin-security__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\s*\d{3}\s*\d{3}\s*"
            maxLength={7}
            placeholder="123456"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {text.cancel}
          </button>
          <SubmitButton pending={loading}>{text.confirm}</SubmitButton>
        </div>
      </div>
    </form>
  );
}
