import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CoachConversationDocument } from '../../../gql/graphql';
import { speakText } from '../lib/voice-api';
import { useVoiceCoach } from './useVoiceCoach';

vi.mock('../lib/voice-api', async (original) => ({
  ...(await original<typeof import('../lib/voice-api')>()),
  speakText: vi.fn(),
}));

const conversation = (message: string, coachConversation: object) => ({
  request: { query: CoachConversationDocument, variables: { message } },
  result: { data: { coachConversation: { __typename: 'CoachConversation', ...coachConversation } } },
});

const renderCoach = (mocks: ReturnType<typeof conversation>[]) => {
  const audioRef = { current: document.createElement('audio') };
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useVoiceCoach({ audioRef, muted: true }), { wrapper });
};

describe('useVoiceCoach', () => {
  it('answers a typed question, and ends the turn when no voice can speak it', async () => {
    vi.mocked(speakText).mockRejectedValue(new Error('503'));
    const { result } = renderCoach([
      conversation('¿Cuántas series?', { response: 'Tres series de 12.', success: true, suggestions: [] }),
    ]);
    act(() => result.current.ask('  ¿Cuántas series?  '));
    expect(result.current.status).toBe('processing');
    expect(result.current.question).toBe('¿Cuántas series?');
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.answer).toBe('Tres series de 12.');
    expect(result.current.notice).toBe('La voz de Emilio no está disponible ahora; usamos la voz de tu navegador.');
  });

  it('offers the two closest topics when the question could not be placed, as an error-free turn', async () => {
    vi.mocked(speakText).mockRejectedValue(new Error('503'));
    const suggestions = [{ __typename: 'CoachSuggestion', label: 'Series', question: '¿Cuántas series?' }];
    const { result } = renderCoach([conversation('xyz', { response: 'No lo sé.', success: true, suggestions })]);
    act(() => result.current.ask('xyz'));
    await waitFor(() => expect(result.current.suggestions).toHaveLength(1));
    expect(result.current.error).toBeNull();
  });

  it('shows an error when the coach gives no answer, and forgets everything on reset', async () => {
    const { result } = renderCoach([conversation('hola', { response: '', success: false, suggestions: [] })]);
    act(() => result.current.ask('hola'));
    await waitFor(() => expect(result.current.error).toBe('Error procesando el audio. Intenta nuevamente.'));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', question: null, answer: null, error: null });
  });

  it('ignores an empty question', () => {
    const { result } = renderCoach([]);
    act(() => result.current.ask('   '));
    expect(result.current.status).toBe('idle');
  });
});
