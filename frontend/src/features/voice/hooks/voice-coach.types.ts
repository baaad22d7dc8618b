import type { RefObject } from 'react';

/** Spec 2 section 4: idle → recording → processing → speaking → idle. */
export type VoiceStatus = 'idle' | 'recording' | 'processing' | 'speaking';

export interface VoiceCoach {
  status: VoiceStatus;
  /** The last question, heard or typed. */
  question: string | null;
  answer: string | null;
  /** The closest two topics, as buttons, when Emilio could not place the question (empty otherwise). */
  suggestions: ReadonlyArray<{ label: string; question: string }>;
  /** What went wrong (microphone denied, the two errors of spec 2 section 8, or the server's refusal). */
  error: string | null;
  /** A gentler note: nothing recognised, or the browser's voice speaking instead of Emilio's. */
  notice: string | null;
  /** When the first tap happened (the call screen's timer), or null. */
  startedAt: number | null;
  /** The circle: starts or ends a recording, interrupts Emilio while he speaks, is ignored while processing. */
  tap(): void;
  /** The typed question box. */
  ask(text: string): void;
  /** Stops everything and forgets the conversation on screen (End call). */
  reset(): void;
}

export interface VoiceCoachOptions {
  /** The page's <audio> element: Emilio's voice plays there. */
  audioRef: RefObject<HTMLAudioElement | null>;
  /** Emilio's voice silenced (the answer still shows as text). */
  muted?: boolean;
}
