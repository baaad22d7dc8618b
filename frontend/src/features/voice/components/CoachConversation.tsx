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

/** The last question, Emilio's answer as text, and what went wrong. */
export function CoachConversation({ coach }: { coach: Pick<VoiceCoach, 'question' | 'answer' | 'error' | 'notice'> }) {
  const { question, answer, error, notice } = coach;
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
    </section>
  );
}
