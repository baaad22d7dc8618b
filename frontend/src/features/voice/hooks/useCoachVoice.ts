import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { speakWithBrowser, stopBrowserVoice } from '../lib/browser-voice';
import { speakText } from '../lib/voice-api';

interface SpeakOptions {
  /** Called when the answer has been spoken (or could not be). */
  onEnd: () => void;
  /** True once another turn began: this answer is no longer played. */
  stale: () => boolean;
  /** Emilio's voice could not be had: the browser's voice speaks instead (unless muted). */
  onUnavailable: () => void;
}

/**
 * Emilio's voice: the answer fetched as audio and played in the page's <audio> element (muted when
 * asked), the browser's own voice when his is unavailable; `silence` stops either.
 */
export function useCoachVoice(audioRef: RefObject<HTMLAudioElement | null>, muted: boolean) {
  const urlRef = useRef<string | null>(null);
  const mutedRef = useRef(muted);

  useEffect(() => {
    mutedRef.current = muted;
    if (audioRef.current) audioRef.current.muted = muted;
  }, [audioRef, muted]);

  const silence = useCallback(() => {
    audioRef.current?.pause();
    stopBrowserVoice();
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, [audioRef]);

  const speak = useCallback(
    async (text: string, { onEnd, stale, onUnavailable }: SpeakOptions) => {
      try {
        const audio = await speakText(text);
        const element = audioRef.current;
        if (stale() || !element) return;
        urlRef.current = URL.createObjectURL(audio);
        element.src = urlRef.current;
        element.muted = mutedRef.current;
        element.onended = onEnd;
        await element.play();
      } catch {
        if (stale()) return;
        onUnavailable();
        if (mutedRef.current || !speakWithBrowser(text, onEnd)) onEnd();
      }
    },
    [audioRef],
  );

  return { speak, silence };
}
