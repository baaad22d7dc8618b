import { useCallback, useRef, type RefObject } from 'react';
import { startMicrophoneRecording } from '../lib/microphone-recorder';
import { toRecognisableAudio } from '../lib/record-wav';
import { browserRecognitionAvailable, listenForQuestion } from '../lib/speech-recognition';
import { transcribeAudio, VoiceRequestError } from '../lib/voice-api';
import { voiceCopy } from '../voice.copy';
import type { VoiceStatus } from './voice-coach.types';

/** The server's own sentence for a limit (429) or an unavailable recogniser (503, "escribe tu pregunta"), else `fallback`. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof VoiceRequestError && [429, 503].includes(error.status) && error.message ? error.message : fallback;

export interface QuestionCaptureOptions {
  statusRef: RefObject<VoiceStatus>;
  setStatus: (next: VoiceStatus) => void;
  /** The words heard so far (null for none). */
  onWords: (words: string | null) => void;
  /** The question heard, to be answered. */
  onQuestion: (text: string) => Promise<void>;
  onNotice: (notice: string) => void;
  onError: (message: string) => void;
}

/**
 * Hearing the question: free speech where the browser recognises it (the words show as they are
 * heard); when its recogniser is missing, fails or is refused, a recording sent to
 * `/api/transcribe-audio` instead (and the recogniser is not tried again, unless the recording
 * found no words).
 */
export function useQuestionCapture(options: QuestionCaptureOptions) {
  const { statusRef, setStatus, onWords, onQuestion, onNotice, onError } = options;
  const recorderRef = useRef<MediaRecorder | null>(null);
  /** The browser's own recogniser while it listens; whether it is still worth trying on this page. */
  const listenerRef = useRef<ReturnType<typeof listenForQuestion>>(null);
  const freeSpeechRef = useRef(true);

  const processRecording = useCallback(
    async (recording: Blob) => {
      setStatus('processing');
      let text: string;
      try {
        text = (await transcribeAudio(await toRecognisableAudio(recording))).trim();
      } catch (failure) {
        onError(messageOf(failure, voiceCopy.processingError));
        setStatus('idle');
        return;
      }
      if (!text) {
        onNotice(browserRecognitionAvailable() ? voiceCopy.unplacedWithBrowser : voiceCopy.unplaced);
        // The browser's recogniser is worth another try: the recording was the fallback.
        freeSpeechRef.current = browserRecognitionAvailable();
        setStatus('idle');
        return;
      }
      await onQuestion(text);
    },
    [onError, onNotice, onQuestion, setStatus],
  );

  const startRecording = useCallback(async () => {
    const started = await startMicrophoneRecording((recording) => {
      recorderRef.current = null;
      if (statusRef.current === 'recording') void processRecording(recording);
    });
    if ('error' in started) {
      onError(started.error);
      setStatus('idle');
      return;
    }
    recorderRef.current = started.recorder;
    setStatus('recording');
  }, [onError, processRecording, setStatus, statusRef]);

  const start = useCallback(async () => {
    if (freeSpeechRef.current) {
      const listener = listenForQuestion({
        onWords: (words) => {
          if (statusRef.current === 'recording') onWords(words || null);
        },
        onQuestion: (text) => {
          listenerRef.current = null;
          if (statusRef.current !== 'recording' && statusRef.current !== 'processing') return;
          if (!text) {
            onWords(null);
            onNotice(voiceCopy.noMatch);
            setStatus('idle');
            return;
          }
          void onQuestion(text);
        },
        onUnusable: () => {
          listenerRef.current = null;
          freeSpeechRef.current = false;
          if (statusRef.current !== 'recording') return;
          onWords(null);
          void startRecording();
        },
      });
      if (listener) {
        listenerRef.current = listener;
        setStatus('recording');
        return;
      }
      freeSpeechRef.current = false;
    }
    await startRecording();
  }, [onNotice, onQuestion, onWords, setStatus, startRecording, statusRef]);

  /** The question is complete: what was heard (or recorded) goes on to be answered. */
  const finish = useCallback(() => {
    if (listenerRef.current) {
      setStatus('processing');
      listenerRef.current.stop();
    } else recorderRef.current?.stop();
  }, [setStatus]);

  /** Stops listening or recording, keeping nothing. */
  const abort = useCallback(() => {
    listenerRef.current?.abort();
    listenerRef.current = null;
    recorderRef.current?.stop();
  }, []);

  return { start, finish, abort };
}
