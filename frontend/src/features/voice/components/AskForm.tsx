import { SendHorizontal } from 'lucide-react';
import { useId, useState, type SubmitEvent } from 'react';
import { voiceCopy } from '../voice.copy';

interface AskFormProps {
  onAsk: (text: string) => void;
  busy: boolean;
  suggestions?: boolean;
}

/** The typed question box, for anyone who cannot or will not speak. */
export function AskForm({ onAsk, busy, suggestions = false }: AskFormProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    onAsk(text);
    setText('');
  };
  return (
    <div className="ask">
      <form className="ask-form" onSubmit={submit}>
        <label className="ask-form__label" htmlFor={inputId}>
          {voiceCopy.askLabel}
        </label>
        <div className="ask-form__row">
          <input
            id={inputId}
            className="ask-form__input"
            value={text}
            maxLength={1000}
            placeholder={voiceCopy.askPlaceholder}
            onChange={(event) => setText(event.target.value)}
            autoComplete="off"
          />
          <button type="submit" className="ask-form__submit" disabled={busy || !text.trim()}>
            <SendHorizontal aria-hidden="true" size={18} />
            <span>{voiceCopy.askSubmit}</span>
          </button>
        </div>
      </form>
      {suggestions ? (
        <div className="ask-suggestions">
          <p className="ask-suggestions__title">{voiceCopy.suggestionsTitle}</p>
          <ul>
            {voiceCopy.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="ask-chip" disabled={busy} onClick={() => onAsk(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
