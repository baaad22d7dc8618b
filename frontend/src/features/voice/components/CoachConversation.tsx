import { CircleAlert, Info } from 'lucide-react';
import type { VoiceCoach } from '../hooks/useVoiceCoach';
import { voiceCopy } from '../voice.copy';

/** The last question, Emilio's answer as text, and what went wrong. */
export function CoachConversation({ coach }: { coach: Pick<VoiceCoach, 'question' | 'answer' | 'error' | 'notice'> }) {
  const { question, answer, error, notice } = coach;
  return (
    <section className="coach-conversation" aria-live="polite">
      {error ? (
        <p className="coach-alert coach-alert--error" role="alert">
          <CircleAlert aria-hidden="true" size={18} />
          <span>{error}</span>
        </p>
      ) : null}
      {notice ? (
        <p className="coach-alert">
          <Info aria-hidden="true" size={18} />
          <span>{notice}</span>
        </p>
      ) : null}
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
