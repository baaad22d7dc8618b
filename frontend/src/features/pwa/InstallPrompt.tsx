import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { copy } from '../../copy';
import { dismissInstall, promptInstall, shouldOfferInstall } from './install';
import './InstallPrompt.css';

/** On a phone, from the member's second visit: an offer to install the app, dismissible for good. */
export function InstallPrompt() {
  const [open, setOpen] = useState(shouldOfferInstall);
  const [manual, setManual] = useState(false);
  if (!open) return null;
  const close = () => {
    dismissInstall();
    setOpen(false);
  };
  return (
    <aside className="install-prompt" aria-label={copy.install.title} data-testid="install-prompt">
      <Download className="install-prompt__icon" size={22} aria-hidden="true" />
      <div className="install-prompt__text">
        <strong>{copy.install.title}</strong>
        <p>{manual ? copy.install.manual : copy.install.description}</p>
      </div>
      <div className="install-prompt__actions">
        {manual ? null : (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => {
              void promptInstall().then((shown) => {
                if (shown) setOpen(false);
                else setManual(true);
              });
            }}
          >
            {copy.install.accept}
          </button>
        )}
        <button type="button" className="install-prompt__close" aria-label={copy.install.dismiss} onClick={close}>
          <X size={20} aria-hidden="true" />
        </button>
      </div>
    </aside>
  );
}
