import { useMutation, useQuery } from '@apollo/client/react';
import { CommunityConstants } from '@reto/contracts/community';
import { PROGRAMME_DAYS } from '@reto/contracts/insights';
import { useId, useState, type FormEvent } from 'react';
import { AdminCommunityPromptsDocument, AdminSetCommunityPromptDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { messageOf } from '../lib';

const text = adminCopy.prompts;
const DAYS = Array.from({ length: PROGRAMME_DAYS }, (_, index) => index + 1);
type Notice = { kind: 'status' | 'alert'; message: string } | null;

/**
 * The daily prompts, written ahead: one per programme day, shown to each member in the group on
 * that day of their programme. Saving an empty text clears the day.
 */
export function PromptsDesk() {
  const dayId = useId();
  const textId = useId();
  const { data, error } = useQuery(AdminCommunityPromptsDocument, { fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(AdminSetCommunityPromptDocument);
  const [day, setDay] = useState(1);
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const prompts = data?.adminCommunityPrompts ?? [];
  const written = new Map(prompts.map((prompt) => [prompt.day, prompt.text]));
  const value = draft ?? written.get(day) ?? '';

  const store = async (body: string) => {
    setNotice(null);
    try {
      // the answer is every day's prompt: the list and the field follow it
      await save({
        variables: { day, text: body },
        update: (cache, result) => {
          const all = result.data?.adminSetCommunityPrompt;
          if (all)
            cache.writeQuery({
              query: AdminCommunityPromptsDocument,
              data: { __typename: 'Query', adminCommunityPrompts: all },
            });
        },
      });
      setDraft(null);
      setNotice({ kind: 'status', message: body.trim() ? text.saved(day) : text.cleared(day) });
    } catch (failure) {
      setNotice({ kind: 'alert', message: messageOf(failure, text.saveError) });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store(value);
  };

  return (
    <section className="admin-card group-desk" aria-labelledby="prompts-title">
      <h2 id="prompts-title" className="admin-card__title">
        {text.title}
      </h2>
      <p className="muted">{text.description}</p>
      {error && !data ? <p role="alert">{messageOf(error, text.loadError)}</p> : null}
      <form className="group-desk__prompt" onSubmit={submit}>
        <label htmlFor={dayId} className="group-desk__label">
          {text.dayLabel}
        </label>
        <select
          id={dayId}
          className="admin-select"
          value={day}
          onChange={(event) => {
            setDay(Number(event.target.value));
            setDraft(null);
            setNotice(null);
          }}
        >
          {DAYS.map((option) => (
            <option key={option} value={option}>
              {text.day(option, written.has(option))}
            </option>
          ))}
        </select>
        <label htmlFor={textId} className="group-desk__label">
          {text.textLabel(day)}
        </label>
        <textarea
          id={textId}
          className="group-composer__field"
          rows={2}
          maxLength={CommunityConstants.promptMaxLength}
          placeholder={text.placeholder}
          value={value}
          onChange={(event) => setDraft(event.target.value)}
        />
        <div className="moderation__actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {text.save}
          </button>
          {written.has(day) ? (
            <button type="button" className="btn btn--ghost" disabled={saving} onClick={() => void store('')}>
              {text.clear}
            </button>
          ) : null}
        </div>
      </form>
      {notice ? (
        <p role={notice.kind} className={notice.kind === 'alert' ? 'group-composer__error' : 'message--success'}>
          {notice.message}
        </p>
      ) : null}
      {data && prompts.length === 0 ? <p className="muted">{text.empty}</p> : null}
      <ul aria-label={text.listLabel} className="group-desk__prompts">
        {prompts.map((prompt) => (
          <li key={prompt.day}>{text.line(prompt.day, prompt.text)}</li>
        ))}
      </ul>
    </section>
  );
}
