import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useToast } from '../../../components/Toast';
import { adminCopy } from '../admin.copy';

const text = adminCopy.users;

/** A magic link just created for a member: shown selectable, with a button that copies it. */
export function MemberMagicLink({ link }: { link: string }) {
  const { showToast } = useToast();
  const id = useId();

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ title: text.copied });
    } catch {
      showToast({ variant: 'destructive', title: text.copyError });
    }
  };

  return (
    <div className="admin-magic">
      <label className="field__label" htmlFor={id}>
        {text.magicLinkReady}
      </label>
      <div className="admin-magic__row">
        <input id={id} className="input" readOnly value={link} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn btn--primary" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" size={16} />
          {text.copy}
        </button>
      </div>
    </div>
  );
}
