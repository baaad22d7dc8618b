import { useId, useState, type FormEvent } from 'react';
import { communityCopy } from '../community.copy';
import { PhotoPicker } from './PhotoPicker';

/** The longest post (the service's limit; the field never lets more in). */
export const POST_MAX_LENGTH = 2000;

/** Writing a post or a reply: plain text, with how many characters are left, and a photo where `photos`. */
export function Composer({
  onSubmit,
  reply = false,
  photos = false,
  words,
}: {
  onSubmit: (body: string, photo: File | null) => Promise<string | null>;
  reply?: boolean;
  /** Whether a photo may go with the text (a post of the group). */
  photos?: boolean;
  /** Other words for the field and its button (a message to the coach instead of a post). */
  words?: Partial<Record<'label' | 'placeholder' | 'submit' | 'sending' | 'failed', string>>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const copy = { ...communityCopy.composer, ...words };
  const empty = text.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    setError(null);
    const refusal = await onSubmit(text, photo);
    setSending(false);
    if (refusal) setError(refusal);
    else {
      setText('');
      setPhoto(null);
    }
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
        {photos ? (
          <PhotoPicker
            photo={photo}
            disabled={sending}
            onChange={(picked, problem) => {
              setPhoto(picked);
              setError(problem);
            }}
          />
        ) : null}
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
