import { useId, useState, type FormEvent } from 'react';
import { communityCopy } from '../community.copy';

/** The longest post (the service's limit; the field never lets more in). */
export const POST_MAX_LENGTH = 2000;

/** Writing a post or a reply: plain text, with how many characters are left. */
export function Composer({
  onSubmit,
  reply = false,
  words,
}: {
  onSubmit: (body: string) => Promise<string | null>;
  reply?: boolean;
  /** Other words for the field and its button (a message to the coach instead of a post). */
  words?: Partial<Record<'label' | 'placeholder' | 'submit' | 'sending' | 'failed', string>>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = { ...communityCopy.composer, ...words };
  const empty = text.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    setError(null);
    const refusal = await onSubmit(text);
    setSending(false);
    if (refusal) setError(refusal);
    else setText('');
  };

  return (
    <form className={`group-composer${reply ? ' group-composer--reply' : ''}`} onSubmit={submit}>
      <label htmlFor={id} className={reply ? 'visually-hidden' : 'group-composer__label'}>
        {reply ? copy.replyLabel : copy.label}
      </label>
      <textarea
        id={id}
        className="group-composer__field"
        value={text}
        maxLength={POST_MAX_LENGTH}
        rows={reply ? 2 : 3}
        placeholder={reply ? copy.replyPlaceholder : copy.placeholder}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-counter`}
      />
      <div className="group-composer__foot">
        <span
          id={`${id}-counter`}
          className="group-composer__counter"
          aria-label={copy.counterLabel(text.length, POST_MAX_LENGTH)}
        >
          {copy.counter(text.length, POST_MAX_LENGTH)}
        </span>
        <button type="submit" className="btn btn--primary group-composer__submit" disabled={empty || sending}>
          {sending ? copy.sending : reply ? copy.reply : copy.submit}
        </button>
      </div>
      {error ? (
        <p className="group-composer__error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
