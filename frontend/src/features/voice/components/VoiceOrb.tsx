import { AudioLines, LoaderCircle, Mic, Square } from 'lucide-react';
import type { VoiceStatus } from '../hooks/useVoiceCoach';
import { voiceCopy } from '../voice.copy';

const ICONS = { idle: Mic, recording: Square, processing: LoaderCircle, speaking: AudioLines } as const;

interface VoiceOrbProps {
  status: VoiceStatus;
  onTap: () => void;
  /** The call screen's slower ring while muted. */
  slow?: boolean;
  className?: string;
}

/** The large circle of spec 2 section 2.11: one tap starts, ends, or interrupts; it waits while processing. */
export function VoiceOrb({ status, onTap, slow = false, className }: VoiceOrbProps) {
  const Icon = ICONS[status];
  return (
    <div className={['voice-orb', `voice-orb--${status}`, slow ? 'voice-orb--slow' : '', className ?? ''].join(' ')}>
      <span className="voice-orb__ring voice-orb__ring--outer" aria-hidden="true" />
      <span className="voice-orb__ring voice-orb__ring--inner" aria-hidden="true" />
      <button
        type="button"
        className="voice-orb__button"
        onClick={onTap}
        aria-label={voiceCopy.circle[status]}
        aria-disabled={status === 'processing'}
        data-status={status}
      >
        <Icon className="voice-orb__icon" aria-hidden="true" strokeWidth={1.75} />
      </button>
    </div>
  );
}
