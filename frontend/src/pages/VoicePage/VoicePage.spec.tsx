import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoachConversationDocument, MeDocument } from '../../gql/graphql';
import { VoicePage } from './VoicePage';

const visitor: MockLink.MockedResponse = { request: { query: MeDocument }, result: { data: { me: null } } };
const answer = (
  message: string,
  response: string,
  suggestions: Array<{ label: string; question: string }> = [],
): MockLink.MockedResponse => ({
  request: { query: CoachConversationDocument, variables: { message } },
  result: {
    data: {
      coachConversation: {
        __typename: 'CoachConversation',
        response,
        success: true,
        suggestions: suggestions.map((suggestion) => ({ __typename: 'CoachSuggestion', ...suggestion })),
      },
    },
  },
});

/** A MediaRecorder that hands over one chunk when stopped. */
class FakeRecorder {
  static created = 0;
  static isTypeSupported = () => true;
  mimeType = 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor() {
    FakeRecorder.created += 1;
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['webm bytes'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const utterances: Array<{ text: string; lang: string; rate: number; pitch: number; onend: (() => void) | null }> = [];
const getUserMedia = vi.fn();
let transcription: Promise<Response>;
let speech: Promise<Response>;

beforeEach(() => {
  FakeRecorder.created = 0;
  utterances.length = 0;
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  getUserMedia.mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      rate = 0;
      pitch = 0;
      voice = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {
        utterances.push(this);
      }
    },
  );
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { speak: vi.fn(), cancel: vi.fn(), getVoices: () => [] },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => (path === '/api/transcribe-audio' ? transcription : speech)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderVoicePage(mocks: ReadonlyArray<MockLink.MockedResponse>) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/voice']}>
        <VoicePage />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const status = () => screen.getByTestId('voice-status').textContent;

describe('VoicePage', () => {
  it('offers the two closest topics as buttons when Emilio could not place a question, and a tap asks it', async () => {
    speech = Promise.resolve(json(503, { message: 'no' }));
    renderVoicePage([
      visitor,
      answer('precio del bitcoin', 'Solo puedo ayudarte con el reto y tu cuenta.', [
        { label: 'El precio del reto', question: 'cuánto cuesta el reto' },
        { label: 'Las formas de pago', question: 'cómo puedo pagar' },
      ]),
      answer('cuánto cuesta el reto', 'El reto cuesta $78 USD cada 28 días.'),
    ]);
    fireEvent.change(await screen.findByLabelText('Escribe tu pregunta'), { target: { value: 'precio del bitcoin' } });
    fireEvent.submit(screen.getByLabelText('Escribe tu pregunta').closest('form')!);
    expect((await screen.findByTestId('coach-answer')).textContent).toContain('Solo puedo ayudarte');
    const group = await screen.findByRole('group', { name: 'Temas con los que puedo ayudarte' });
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'El precio del reto',
      'Las formas de pago',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'El precio del reto' }));
    expect((await screen.findByText('El reto cuesta $78 USD cada 28 días.')).textContent).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Temas con los que puedo ayudarte' })).toBeNull();
  });

  it('says so, answers nothing and invites typing when the recording could not be placed', async () => {
    transcription = Promise.resolve(json(200, { text: '' }));
    renderVoicePage([visitor]);
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar a hablar con Emilio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Terminar y enviar la pregunta' }));
    expect(await screen.findByText(/No reconocí esa frase con seguridad.*Escríbela abajo y te contesto/)).toBeTruthy();
    expect(screen.queryByTestId('coach-answer')).toBeNull();
    expect(status()).toBe('Toca para comenzar');
  });

  it('shows a spinner while the session loads, then the circle, "Toca para comenzar" and "Acceder al Reto"', async () => {
    renderVoicePage([visitor]);
    expect(screen.getByText('Cargando...')).toBeTruthy();
    expect(await screen.findByText('Toca para comenzar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acceder al Reto' }).getAttribute('href')).toBe('/auth');
  });

  it("ignores a tap while processing; without Emilio's voice, the browser speaks in Spanish at rate 1, pitch 1.1", async () => {
    let hear!: (response: Response) => void;
    transcription = new Promise((resolve) => (hear = resolve));
    speech = Promise.resolve(json(503, { message: 'La voz de Emilio no está disponible ahora.' }));
    renderVoicePage([visitor, answer('cual es mi rutina de hoy', 'Inicia sesión con tu cuenta del reto.')]);
    const circle = async () => screen.findByRole('button', { name: /Emilio|pregunta|consulta/ });

    fireEvent.click(await circle());
    await screen.findByText('Te escucho...');
    fireEvent.click(await circle());
    await screen.findByText('Procesando consulta...');
    fireEvent.click(await circle());
    expect(status()).toBe('Procesando consulta...');
    expect(FakeRecorder.created).toBe(1);

    await act(async () => hear(json(200, { text: 'cual es mi rutina de hoy' })));
    expect((await screen.findByTestId('coach-answer')).textContent).toContain('Inicia sesión con tu cuenta del reto.');
    expect(status()).toBe('Emilio responde...');
    expect(
      await screen.findByText('La voz de Emilio no está disponible ahora; usamos la voz de tu navegador.'),
    ).toBeTruthy();
    expect(utterances).toMatchObject([
      { text: 'Inicia sesión con tu cuenta del reto.', lang: 'es-ES', rate: 1, pitch: 1.1 },
    ]);
    act(() => utterances[0]!.onend?.());
    expect(status()).toBe('Toca para comenzar');
  });

  it('says when the microphone is denied, and when the audio could not be processed', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    transcription = Promise.resolve(json(500, { message: 'Ocurrió un error inesperado.' }));
    renderVoicePage([visitor]);
    fireEvent.click(await screen.findByRole('button', { name: 'Empezar a hablar con Emilio' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Necesitamos permiso para usar tu micrófono/);
    expect(status()).toBe('Toca para comenzar');

    getUserMedia.mockRejectedValueOnce(new DOMException('busy', 'NotReadableError'));
    fireEvent.click(screen.getByRole('button', { name: 'Empezar a hablar con Emilio' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error iniciando grabación. Intenta nuevamente.');

    fireEvent.click(screen.getByRole('button', { name: 'Empezar a hablar con Emilio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Terminar y enviar la pregunta' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error procesando el audio. Intenta nuevamente.');
  });

  describe('where the browser recognises speech (Web Speech API)', () => {
    /** A scripted stand-in for the browser's SpeechRecognition: the test says what it hears. */
    class ScriptedRecognition {
      static last: ScriptedRecognition | null = null;
      lang = '';
      interimResults = false;
      continuous = true;
      maxAlternatives = 0;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      started = false;
      constructor() {
        ScriptedRecognition.last = this;
      }
      start() {
        this.started = true;
      }
      stop() {
        this.onend?.();
      }
      abort() {}
      hear(transcript: string, isFinal: boolean) {
        const result = Object.assign([{ transcript }], { isFinal });
        this.onresult?.({ resultIndex: 0, results: [result] });
      }
    }

    beforeEach(() => {
      ScriptedRecognition.last = null;
      getUserMedia.mockClear();
      vi.stubGlobal('webkitSpeechRecognition', ScriptedRecognition);
      vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'es']);
    });

    it('shows the words as they are heard, sends the final text and answers, without recording', async () => {
      speech = Promise.resolve(json(503, { message: 'no' }));
      renderVoicePage([visitor, answer('que rutina me toca hoy', 'Inicia sesión con tu cuenta del reto.')]);
      fireEvent.click(await screen.findByRole('button', { name: 'Empezar a hablar con Emilio' }));
      const recognition = ScriptedRecognition.last!;
      expect(recognition).toMatchObject({ started: true, lang: 'es-MX', interimResults: true });
      expect(status()).toBe('Te escucho...');

      act(() => recognition.hear('que rutina', false));
      expect(screen.getByText('que rutina')).toBeTruthy();
      act(() => recognition.hear('que rutina me toca hoy', true));
      expect(screen.getByText('que rutina me toca hoy')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Terminar y enviar la pregunta' }));

      expect((await screen.findByTestId('coach-answer')).textContent).toContain(
        'Inicia sesión con tu cuenta del reto.',
      );
      expect(FakeRecorder.created).toBe(0);
      expect(getUserMedia).not.toHaveBeenCalled();
    });

    it('says so when it heard nothing, and records and uploads instead when the recogniser fails', async () => {
      transcription = Promise.resolve(json(200, { text: 'cual es mi rutina de hoy' }));
      speech = Promise.resolve(json(503, { message: 'no' }));
      renderVoicePage([visitor, answer('cual es mi rutina de hoy', 'Inicia sesión con tu cuenta del reto.')]);
      fireEvent.click(await screen.findByRole('button', { name: 'Empezar a hablar con Emilio' }));
      act(() => ScriptedRecognition.last!.stop());
      expect(await screen.findByText(/No entendí tu pregunta/)).toBeTruthy();
      expect(status()).toBe('Toca para comenzar');

      fireEvent.click(screen.getByRole('button', { name: 'Empezar a hablar con Emilio' }));
      await act(async () => ScriptedRecognition.last!.onerror?.({ error: 'network' }));
      expect(FakeRecorder.created).toBe(1);
      expect(status()).toBe('Te escucho...');
      fireEvent.click(await screen.findByRole('button', { name: 'Terminar y enviar la pregunta' }));
      expect((await screen.findByTestId('coach-answer')).textContent).toContain(
        'Inicia sesión con tu cuenta del reto.',
      );

      // Not tried again on this page: the next question is recorded straight away.
      const recognitions = ScriptedRecognition.last;
      fireEvent.click(await screen.findByRole('button', { name: /Interrumpir|Empezar/ }));
      if (status() === 'Toca para comenzar')
        fireEvent.click(screen.getByRole('button', { name: 'Empezar a hablar con Emilio' }));
      await screen.findByText('Te escucho...');
      expect(ScriptedRecognition.last).toBe(recognitions);
      expect(FakeRecorder.created).toBe(2);
    });
  });
});
