import { useToast } from '../../../components/Toast';
import { adminCopy } from '../admin.copy';

const text = adminCopy.security;

/** The ten recovery codes, shown once, to copy or write down. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
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
