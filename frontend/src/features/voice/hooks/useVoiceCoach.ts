import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CoachConversationDocument } from '../../../gql/graphql';
import { serverMessageOf } from '../../auth/lib/error-message';
import { voiceCopy } from '../voice.copy';
import { useCoachVoice } from './useCoachVoice';
import { useQuestionCapture } from './useQuestionCapture';
import type { VoiceCoach, VoiceCoachOptions, VoiceStatus } from './voice-coach.types';

export type { VoiceCoach, VoiceCoachOptions, VoiceStatus } from './voice-coach.types';

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
  const { speak, silence } = useCoachVoice(audioRef, muted);
  const statusRef = useRef<VoiceStatus>('idle');
  const turnRef = useRef(0);

  const setStatus = useCallback((next: VoiceStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const stopSpeaking = useCallback(() => {
    turnRef.current += 1;
    silence();
  }, [silence]);

  const answerQuestion = useCallback(
    async (text: string, failureMessage: (error: unknown) => string) => {
      const turn = ++turnRef.current;
      const stale = () => turnRef.current !== turn;
      setQuestion(text);
      setAnswer(null);
      setSuggestions([]);
      setStatus('processing');
      try {
        const { data } = await converse({ variables: { message: text } });
        if (stale()) return;
        if (!data?.coachConversation.success) throw new Error('no answer');
        setSuggestions(data.coachConversation.suggestions);
        setAnswer(data.coachConversation.response);
        setStatus('speaking');
        await speak(data.coachConversation.response, {
          stale,
          onEnd: () => {
            if (!stale() && statusRef.current === 'speaking') setStatus('idle');
          },
          onUnavailable: () => setNotice(voiceCopy.voiceUnavailable),
        });
      } catch (failure) {
        if (stale()) return;
        setError(failureMessage(failure));
        setStatus('idle');
      }
    },
    [converse, speak, setStatus],
  );

  const answerHeard = useCallback(
    (text: string) => answerQuestion(text, () => voiceCopy.processingError),
    [answerQuestion],
  );
  const { start, finish, abort } = useQuestionCapture({
    statusRef,
    setStatus,
    onWords: setQuestion,
    onQuestion: answerHeard,
    onNotice: setNotice,
    onError: setError,
  });

  const tap = useCallback(() => {
    switch (statusRef.current) {
      case 'processing':
        return;
      case 'speaking':
        stopSpeaking();
        setStatus('idle');
        return;
      case 'recording':
        finish();
        return;
      case 'idle':
        setError(null);
        setNotice(null);
        setStartedAt((started) => started ?? Date.now());
        void start();
    }
  }, [finish, setStatus, start, stopSpeaking]);

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
    setStatus('idle');
    abort();
    stopSpeaking();
    setQuestion(null);
    setAnswer(null);
    setSuggestions([]);
    setError(null);
    setNotice(null);
    setStartedAt(null);
  }, [abort, setStatus, stopSpeaking]);

  useEffect(() => () => reset(), [reset]);

  return { status, question, answer, suggestions, error, notice, startedAt, tap, ask, reset };
}
