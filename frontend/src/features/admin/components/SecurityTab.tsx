import { useMutation, useQuery } from '@apollo/client/react';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { SubmitButton } from '../../../components/SubmitButton/SubmitButton';
import { useToast } from '../../../components/Toast';
import {
  AdminSecondFactorDocument,
  ConfirmAdminSecondFactorDocument,
  StartAdminSecondFactorDocument,
  type StartAdminSecondFactorMutation,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { PanelState } from './PanelState';

const text = adminCopy.security;
type Setup = StartAdminSecondFactorMutation['startAdminSecondFactor'];

/**
 * Seguridad: the administrator's second factor. Off: why it matters and a button that
 * shows a QR code for an authenticator app; the app's first code turns it on and shows the ten
 * recovery codes once. On: how many recovery codes are left, and a new key for a new phone.
 */
export function SecurityTab() {
  const { data, loading, error, refetch } = useQuery(AdminSecondFactorDocument, { fetchPolicy: 'network-only' });
  const [start, { loading: starting }] = useMutation(StartAdminSecondFactorDocument);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const { showToast } = useToast();

  if (!data) return <PanelState loading={loading} error={error ? text.loadError : null} />;
  const { enabled, recoveryCodesLeft } = data.adminSecondFactor;

  const begin = async () => {
    try {
      const { data: started } = await start();
      setSetup(started?.startAdminSecondFactor ?? null);
    } catch (failure) {
      showToast({ variant: 'destructive', title: text.confirmError, description: messageOf(failure, '') });
    }
  };

  return (
    <section className="admin-section admin-security">
      <div className="admin-card admin-security__status">
        <span className={`admin-security__icon admin-security__icon--${enabled ? 'on' : 'off'}`} aria-hidden="true">
          {enabled ? <ShieldCheck size={28} /> : <ShieldAlert size={28} />}
        </span>
        <div className="admin-security__summary">
          <h2 className="admin-security__title">
            {text.title}
            <span className={`admin-status admin-status--${enabled ? 'active' : 'none'}`}>
              {enabled ? text.on : text.off}
            </span>
          </h2>
          <p className="muted">{enabled ? text.onDescription(recoveryCodesLeft) : text.offDescription}</p>
        </div>
        {setup || recoveryCodes ? null : (
          <button
            type="button"
            className={`btn ${enabled ? 'btn--ghost' : 'btn--primary'}`}
            disabled={starting}
            onClick={() => void begin()}
          >
            {enabled ? text.restart : text.start}
          </button>
        )}
      </div>
      {setup ? (
        <ConfirmSetup
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={(codes) => {
            setSetup(null);
            setRecoveryCodes(codes);
            showToast({ title: text.enabled });
            void refetch();
          }}
        />
      ) : null}
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}
    </section>
  );
}

function ConfirmSetup({
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

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { showToast } = useToast();
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ title: text.copied });
    } catch {
      // The codes stay on screen to be written down.
    }
  };
  return (
    <div className="admin-card admin-security__recovery" role="status">
      <h2 className="admin-security__title">{text.recoveryTitle}</h2>
      <p className="muted">{text.recoveryDescription}</p>
      <ol className="admin-security__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="admin-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={() => void copyCodes()}>
          {text.copy}
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {text.done}
        </button>
      </div>
    </div>
  );
}
