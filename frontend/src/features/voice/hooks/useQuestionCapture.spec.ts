import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listenForQuestion, type FreeSpeechHandlers } from '../lib/speech-recognition';
import { useQuestionCapture } from './useQuestionCapture';
import type { VoiceStatus } from './voice-coach.types';

vi.mock('../lib/speech-recognition', () => ({ listenForQuestion: vi.fn(), browserRecognitionAvailable: () => true }));

const capture = () => {
  const statusRef = { current: 'idle' as VoiceStatus };
  const options = {
    statusRef,
    setStatus: vi.fn((next: VoiceStatus) => {
      statusRef.current = next;
    }),
    onWords: vi.fn(),
    onQuestion: vi.fn(async () => {}),
    onNotice: vi.fn(),
    onError: vi.fn(),
  };
  const { result } = renderHook(() => useQuestionCapture(options));
  return { ...options, result };
};

const listening = () => {
  let handlers!: FreeSpeechHandlers;
  const listener = { stop: vi.fn(), abort: vi.fn() };
  vi.mocked(listenForQuestion).mockImplementation((given) => {
    handlers = given;
    return listener;
  });
  return { listener, handlers: () => handlers };
};

describe('useQuestionCapture', () => {
  it('listens with the browser, shows the words as heard, and passes on the question once finished', async () => {
    const { listener, handlers } = listening();
    const heard = capture();
    await act(() => heard.result.current.start());
    expect(heard.statusRef.current).toBe('recording');
    act(() => handlers().onWords('cuántas series'));
    expect(heard.onWords).toHaveBeenCalledWith('cuántas series');
    act(() => heard.result.current.finish());
    expect(listener.stop).toHaveBeenCalled();
    expect(heard.statusRef.current).toBe('processing');
    act(() => handlers().onQuestion('cuántas series hago'));
    expect(heard.onQuestion).toHaveBeenCalledWith('cuántas series hago');
  });

  it('says it did not understand when nothing was recognised', async () => {
    const { handlers } = listening();
    const heard = capture();
    await act(() => heard.result.current.start());
    act(() => handlers().onQuestion(''));
    expect(heard.onNotice).toHaveBeenCalledWith('No entendí tu pregunta. Prueba con otra frase o escríbela abajo.');
    expect(heard.statusRef.current).toBe('idle');
    expect(heard.onQuestion).not.toHaveBeenCalled();
  });

  it('records instead when the browser cannot recognise speech, and reports a missing microphone', async () => {
    vi.mocked(listenForQuestion).mockReturnValue(null);
    vi.stubGlobal('navigator', {});
    const heard = capture();
    await act(() => heard.result.current.start());
    expect(heard.onError).toHaveBeenCalledWith('Error iniciando grabación. Intenta nuevamente.');
    expect(heard.statusRef.current).toBe('idle');
    vi.unstubAllGlobals();
  });

  it('aborting stops the listener and keeps nothing', async () => {
    const { listener } = listening();
    const heard = capture();
    await act(() => heard.result.current.start());
    act(() => heard.result.current.abort());
    expect(listener.abort).toHaveBeenCalled();
  });
});
