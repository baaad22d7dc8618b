import { useMutation, useQuery } from '@apollo/client/react';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/Toast';
import {
  AdminSecondFactorDocument,
  StartAdminSecondFactorDocument,
  type StartAdminSecondFactorMutation,
} from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';
import { ConfirmSetup } from './ConfirmSetup';
import { CurrentCode } from './CurrentCode';
import { PanelState } from './PanelState';
import { RecoveryCodes } from './RecoveryCodes';
import './SecurityTab.css';

const text = adminCopy.security;
type Setup = StartAdminSecondFactorMutation['startAdminSecondFactor'];

/**
 * Seguridad: the administrator's second factor. Off: why it matters and a button that shows a QR
 * code for an authenticator app; the app's first code turns it on and shows the ten recovery codes
 * once. On: how many recovery codes are left, and a new key for a new phone, given only for a code
 * of the current one (or a recovery code).
 */
export function SecurityTab() {
  const { data, loading, error, refetch } = useQuery(AdminSecondFactorDocument, { fetchPolicy: 'network-only' });
  const [start, { loading: starting }] = useMutation(StartAdminSecondFactorDocument);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const { showToast } = useToast();

  if (!data) return <PanelState loading={loading} error={error ? text.loadError : null} />;
  const { enabled, recoveryCodesLeft } = data.adminSecondFactor;

  const begin = async (code?: string) => {
    try {
      const { data: started } = await start({ variables: { code: code ?? null } });
      setAskingCode(false);
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
        {setup || recoveryCodes || askingCode ? null : (
          <button
            type="button"
            className={`btn ${enabled ? 'btn--ghost' : 'btn--primary'}`}
            disabled={starting}
            onClick={() => (enabled ? setAskingCode(true) : void begin())}
          >
            {enabled ? text.restart : text.start}
          </button>
        )}
      </div>
      {askingCode && !setup ? (
        <CurrentCode pending={starting} onCancel={() => setAskingCode(false)} onCode={(code) => void begin(code)} />
      ) : null}
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
