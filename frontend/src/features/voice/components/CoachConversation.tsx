import { CircleAlert, Info } from 'lucide-react';
import type { VoiceCoach } from '../hooks/useVoiceCoach';
import { voiceCopy } from '../voice.copy';

/** One line about the conversation: an error (announced at once) or a gentler notice. */
function CoachAlert({ text, error = false }: { text: string; error?: boolean }) {
  const Icon = error ? CircleAlert : Info;
  return (
    <p className={`coach-alert ${error ? 'coach-alert--error' : ''}`} role={error ? 'alert' : undefined}>
      <Icon aria-hidden="true" size={18} />
      <span>{text}</span>
    </p>
  );
}

/**
 * The last question, Emilio's answer as text, what went wrong and, when Emilio could not place
 * the question, the two closest topics as buttons that ask them.
 */
export function CoachConversation({
  coach,
}: {
  coach: Pick<VoiceCoach, 'question' | 'answer' | 'error' | 'notice'> &
    Partial<Pick<VoiceCoach, 'suggestions' | 'ask'>>;
}) {
  const { question, answer, error, notice, suggestions = [], ask } = coach;
  return (
    <section className="coach-conversation" aria-live="polite">
      {error ? <CoachAlert text={error} error /> : null}
      {notice ? <CoachAlert text={notice} /> : null}
      {question ? (
        <div className="coach-bubble coach-bubble--you">
          <span className="coach-bubble__who">{voiceCopy.youAsked}</span>
          <p>{question}</p>
        </div>
      ) : null}
      {answer ? (
        <div className="coach-bubble coach-bubble--emilio" data-testid="coach-answer">
          <span className="coach-bubble__who">{voiceCopy.answerTitle}</span>
          <p>{answer}</p>
        </div>
      ) : null}
      {answer && ask && suggestions.length > 0 ? (
        <div className="coach-suggestions" role="group" aria-label={voiceCopy.suggestionsLabel}>
          {suggestions.map((suggestion) => (
            <button
              key={suggestion.question}
              type="button"
              className="coach-suggestion"
              onClick={() => ask(suggestion.question)}
            >
              {suggestion.label}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
