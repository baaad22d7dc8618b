import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CoachConversationDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { speakWithBrowser, stopBrowserVoice } from '../lib/browser-voice';
import { MAX_RECORDING_MS, MICROPHONE_CONSTRAINTS, recorderMimeType, toRecognisableAudio } from '../lib/record-wav';
import { browserRecognitionAvailable, listenForQuestion } from '../lib/speech-recognition';
import { speakText, transcribeAudio, VoiceRequestError } from '../lib/voice-api';
import { voiceCopy } from '../voice.copy';

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

/** The server's own sentence for a limit (429) or an unavailable recogniser (503, "escribe tu pregunta"), else `fallback`. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof VoiceRequestError && [429, 503].includes(error.status) && error.message ? error.message : fallback;

/** The voice coach's whole behaviour, shared by /voice and the call screen /voice-backup. */
export function useVoiceCoach({ audioRef, muted = false }: VoiceCoachOptions): VoiceCoach {
  const [status, setStatusState] = useState<VoiceStatus>('idle');
  const [question, setQuestion] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<VoiceCoach['suggestions']>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [converse] = useMutation(CoachConversationDocument);
  const statusRef = useRef<VoiceStatus>('idle');
  const recorderRef = useRef<MediaRecorder | null>(null);
  /** The browser's own recogniser while it listens; whether it is still worth trying on this page. */
  const listenerRef = useRef<ReturnType<typeof listenForQuestion>>(null);
  const freeSpeechRef = useRef(true);
  const urlRef = useRef<string | null>(null);
  const turnRef = useRef(0);
  const mutedRef = useRef(muted);

  const setStatus = useCallback((next: VoiceStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  useEffect(() => {
    mutedRef.current = muted;
    if (audioRef.current) audioRef.current.muted = muted;
  }, [audioRef, muted]);

  const stopSpeaking = useCallback(() => {
    turnRef.current += 1;
    audioRef.current?.pause();
    stopBrowserVoice();
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  }, [audioRef]);

  const respond = useCallback(
    async (text: string, turn: number) => {
      setAnswer(text);
      setStatus('speaking');
      const done = () => {
        if (turnRef.current === turn && statusRef.current === 'speaking') setStatus('idle');
      };
      try {
        const audio = await speakText(text);
        const element = audioRef.current;
        if (turnRef.current !== turn || !element) return;
        urlRef.current = URL.createObjectURL(audio);
        element.src = urlRef.current;
        element.muted = mutedRef.current;
        element.onended = done;
        await element.play();
      } catch {
        if (turnRef.current !== turn) return;
        setNotice(voiceCopy.voiceUnavailable);
        if (mutedRef.current || !speakWithBrowser(text, done)) done();
      }
    },
    [audioRef, setStatus],
  );

  const answerQuestion = useCallback(
    async (text: string, failureMessage: (error: unknown) => string) => {
      const turn = ++turnRef.current;
      setQuestion(text);
      setAnswer(null);
      setSuggestions([]);
      setStatus('processing');
      try {
        const { data } = await converse({ variables: { message: text } });
        if (turnRef.current !== turn) return;
        if (!data?.coachConversation.success) throw new Error('no answer');
        setSuggestions(data.coachConversation.suggestions);
        await respond(data.coachConversation.response, turn);
      } catch (failure) {
        if (turnRef.current !== turn) return;
        setError(failureMessage(failure));
        setStatus('idle');
      }
    },
    [converse, respond, setStatus],
  );

  const processRecording = useCallback(
    async (recording: Blob) => {
      setStatus('processing');
      let text: string;
      try {
        text = (await transcribeAudio(await toRecognisableAudio(recording))).trim();
      } catch (failure) {
        setError(messageOf(failure, voiceCopy.processingError));
        setStatus('idle');
        return;
      }
      if (!text) {
        setNotice(browserRecognitionAvailable() ? voiceCopy.unplacedWithBrowser : voiceCopy.unplaced);
        // The browser's recogniser is worth another try: the recording was the fallback.
        freeSpeechRef.current = browserRecognitionAvailable();
        setStatus('idle');
        return;
      }
      await answerQuestion(text, () => voiceCopy.processingError);
    },
    [answerQuestion, setStatus],
  );

  /** Records the question and sends it to `/api/transcribe-audio` (where the browser cannot recognise speech). */
  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no microphone API');
      stream = await navigator.mediaDevices.getUserMedia(MICROPHONE_CONSTRAINTS);
    } catch (failure) {
      const denied = failure instanceof DOMException && ['NotAllowedError', 'SecurityError'].includes(failure.name);
      setError(denied ? voiceCopy.micDenied : voiceCopy.recordingError);
      setStatus('idle');
      return;
    }
    try {
      const mimeType = recorderMimeType();
      const recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), audioBitsPerSecond: 32_000 });
      const chunks: Blob[] = [];
      const limit = window.setTimeout(() => recorder.state === 'recording' && recorder.stop(), MAX_RECORDING_MS);
      recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
      recorder.onstop = () => {
        window.clearTimeout(limit);
        stream.getTracks().forEach((track) => track.stop());
        recorderRef.current = null;
        if (statusRef.current === 'recording') void processRecording(new Blob(chunks, { type: recorder.mimeType }));
      };
      recorder.start();
      recorderRef.current = recorder;
      setStatus('recording');
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setError(voiceCopy.recordingError);
      setStatus('idle');
    }
  }, [processRecording, setStatus]);

  /**
   * Free speech where the browser recognises it: the words show as they are heard and the final
   * text goes to the conversation; when the browser's recogniser is missing, fails or is refused,
   * the page records instead (and does not try it again).
   */
  const startListening = useCallback(async () => {
    setError(null);
    setNotice(null);
    setStartedAt((started) => started ?? Date.now());
    if (freeSpeechRef.current) {
      const listener = listenForQuestion({
        onWords: (words) => {
          if (statusRef.current === 'recording') setQuestion(words || null);
        },
        onQuestion: (text) => {
          listenerRef.current = null;
          if (statusRef.current !== 'recording' && statusRef.current !== 'processing') return;
          if (!text) {
            setQuestion(null);
            setNotice(voiceCopy.noMatch);
            setStatus('idle');
            return;
          }
          void answerQuestion(text, () => voiceCopy.processingError);
        },
        onUnusable: () => {
          listenerRef.current = null;
          freeSpeechRef.current = false;
          if (statusRef.current !== 'recording') return;
          setQuestion(null);
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
  }, [answerQuestion, setStatus, startRecording]);

  const tap = useCallback(() => {
    switch (statusRef.current) {
      case 'processing':
        return;
      case 'speaking':
        stopSpeaking();
        setStatus('idle');
        return;
      case 'recording':
        if (listenerRef.current) {
          setStatus('processing');
          listenerRef.current.stop();
        } else recorderRef.current?.stop();
        return;
      case 'idle':
        void startListening();
    }
  }, [setStatus, startListening, stopSpeaking]);

  const ask = useCallback(
    (text: string) => {
      if (statusRef.current === 'processing' || statusRef.current === 'recording' || !text.trim()) return;
      stopSpeaking();
      setError(null);
      setNotice(null);
      void answerQuestion(text.trim(), (failure) => serverMessageOf(failure) ?? voiceCopy.processingError);
    },
    [answerQuestion, stopSpeaking],
  );

  const reset = useCallback(() => {
    const recorder = recorderRef.current;
    setStatus('idle');
    listenerRef.current?.abort();
    listenerRef.current = null;
    recorder?.stop();
    stopSpeaking();
    setQuestion(null);
    setAnswer(null);
    setSuggestions([]);
    setError(null);
    setNotice(null);
    setStartedAt(null);
  }, [setStatus, stopSpeaking]);

  useEffect(() => () => reset(), [reset]);

  return { status, question, answer, suggestions, error, notice, startedAt, tap, ask, reset };
}
