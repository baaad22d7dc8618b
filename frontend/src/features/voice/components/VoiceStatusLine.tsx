import type { VoiceStatus } from '../hooks/useVoiceCoach';
import { voiceCopy } from '../voice.copy';

/** The status text under the circle, announced as it changes. */
export function VoiceStatusLine({ status }: { status: VoiceStatus }) {
  return (
    <p className={`voice-status voice-status--${status}`} role="status" aria-live="polite" data-testid="voice-status">
      {voiceCopy.status[status]}
    </p>
  );
}
