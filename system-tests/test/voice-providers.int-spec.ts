import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VoiceMessages } from '@reto/contracts';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { FakeVoiceProviders } from './fake-voice-providers.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';
import { espeakWav, VoiceClient } from './voice-fixtures.js';

// Every provider configured, pointed at local fakes that speak their protocols.
const DAILY_CAP = 4;
let system: TestSystem;
let nats: SystemRpc;
let fake: FakeVoiceProviders;
/** A built web app of one page: where the gateway writes the support contact the pages show. */
let spa: string;

beforeAll(async () => {
  fake = await FakeVoiceProviders.start();
  spa = mkdtempSync(join(tmpdir(), 'reto-voice-spa-'));
  writeFileSync(join(spa, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  system = await startTestSystem({
    env: {
      FRONTEND_DIST: spa,
      TRUST_PROXY_HOPS: '1',
      STT_PROVIDER_URL: fake.url,
      STT_PROVIDER_KEY: 'stt-secret-key',
      STT_MODEL: 'whisper-test',
      CHAT_PROVIDER_URL: `${fake.url}/`,
      CHAT_PROVIDER_KEY: 'chat-secret-key',
      CHAT_MODEL: 'gemma-test',
      TTS_PROVIDER_URL: fake.url,
      TTS_PROVIDER_KEY: 'tts-secret-key',
      TTS_VOICE_ID: 'emilio-voz',
      VOICE_PROVIDER_TIMEOUT_MS: '1500',
      VOICE_REQUEST_TIMEOUT_MS: '8000',
      VOICE_DAILY_PROVIDER_CAP: String(DAILY_CAP),
      SUPPORT_EMAIL: 'ayuda@reto.test',
      SUPPORT_HOURS: 'de lunes a viernes, de 10:00 a 14:00',
      // This machine's Debian tools, as if they were not installed: the built-in voices answer 503.
      ESPEAK_BIN: '/nonexistent/espeak-ng',
      POCKETSPHINX_BIN: '/nonexistent/pocketsphinx_continuous',
    },
  });
  nats = await SystemRpc.connect(system);
  await nats.setClock(new Date('2026-11-20T15:00:00Z'));
}, 180_000);

afterEach(() => {
  fake.mode = 'ok';
});

afterAll(async () => {
  await stopClockedSystem(system, nats);
  await fake?.stop();
  if (spa) rmSync(spa, { recursive: true, force: true });
});

describe('with providers configured', () => {
  it("calls each provider with the member's facts and the conversation, keys only on the server", async () => {
    const since = fake.calls.length;
    const ximena = new VoiceClient(system.url);
    const id = await ximena.register('Ximena');
    await nats.enrol(id, 'ximena@example.com', 78);
    const wav = espeakWav('cuál es mi rutina de hoy');

    const heard = await ximena.upload(wav, 'pregunta.wav', 'audio/wav');
    expect([heard.status, heard.json()]).toEqual([200, { text: 'cuál es mi rutina de hoy' }]);
    const [stt] = fake.callsTo('/v1/audio/transcriptions', since);
    expect(stt!.headers.authorization).toBe('Bearer stt-secret-key');
    expect(stt!.headers['content-type']).toMatch(/^multipart\/form-data/);
    const form = stt!.body.toString('latin1');
    expect(form).toMatch(/name="model"\r\n\r\nwhisper-test/);
    expect(form).toMatch(/name="language"\r\n\r\nes/);
    expect(stt!.body.includes(wav)).toBe(true);

    const first = await ximena.post('/api/gemma-conversation', { message: heard.json().text });
    expect(first.json()).toEqual({ response: fake.reply, success: true, suggestions: [] });
    await ximena.post('/api/gemma-conversation', { message: '¿y mañana?' });
    const chats = fake.callsTo('/v1/chat/completions', since);
    expect(chats).toHaveLength(2);
    expect(chats[0]!.headers.authorization).toBe('Bearer chat-secret-key');
    const request = JSON.parse(chats[1]!.body.toString()) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(request.model).toBe('gemma-test');
    const system_ = request.messages[0]!;
    expect(system_.role).toBe('system');
    expect(system_.content).toContain('Eres Emilio');
    expect(system_.content).toContain('Día del reto: 12 de 28');
    expect(system_.content).toContain('Rutina de hoy: SEMANA 2 - RUTINA #5');
    expect(system_.content).toContain('Rutina de mañana: SEMANA 2 - RUTINA #6');
    expect(system_.content).toContain('Racha: 0 días');
    expect(system_.content).toContain('$78 USD');
    // The same safety rule as the built-in coach, and the support contact from configuration.
    expect(system_.content).toMatch(/Regla de seguridad.*dolor, una lesión, mareos, embarazo.*médico o fisioterapeuta/);
    expect(system_.content).toContain('Soporte: ayuda@reto.test (atendemos de lunes a viernes, de 10:00 a 14:00).');
    // the web's pages give the same contact: the one pair of settings, written into them by the gateway
    const page = await (await fetch(`${system.url}/mensajes`)).text();
    const meta = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)" />`).exec(page)?.[1];
    expect(system_.content).toContain(
      `Soporte: ${meta('reto-support-email')} (atendemos ${meta('reto-support-hours')}).`,
    );
    expect(request.messages.slice(1)).toEqual([
      { role: 'user', content: 'cuál es mi rutina de hoy' },
      { role: 'assistant', content: fake.reply },
      { role: 'user', content: '¿y mañana?' },
    ]);

    const spoken = await ximena.post('/api/elevenlabs-speak', { text: fake.reply });
    expect(spoken.status).toBe(200);
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(spoken.body.equals(fake.speech)).toBe(true);
    const [tts] = fake.callsTo('/v1/text-to-speech/', since);
    expect(tts!.path).toBe('/v1/text-to-speech/emilio-voz');
    expect(tts!.headers['xi-api-key']).toBe('tts-secret-key');
    expect(JSON.parse(tts!.body.toString())).toMatchObject({ text: fake.reply });

    for (const answer of [heard, first, spoken]) expect(answer.body.toString('latin1')).not.toContain('secret-key');
  });

  it('a question that touches health gets the safety answer, typed over REST or GraphQL, and never reaches the chat provider', async () => {
    const visitor = new VoiceClient(system.url);
    const since = fake.calls.length;
    const typed = await visitor.post('/api/gemma-conversation', {
      message: 'llevo dos dias sin comer para adelgazar, que rutina me toca hoy',
    });
    expect(typed.status).toBe(200);
    expect(typed.json().response).toMatch(/^Tu salud va primero\. .*consulta a tu médico o fisioterapeuta/);
    expect(typed.json().response).toContain('ayuda@reto.test');
    const gql = await visitor.graphql<{ coachConversation: { response: string; suggestions: unknown[] } }>(
      'mutation($m: String!) { coachConversation(message: $m) { response suggestions { label } } }',
      { m: 'se me duerme el brazo izquierdo cuando hago flexiones' },
    );
    expect(gql.data?.coachConversation.response).toMatch(/^Tu salud va primero\./);
    expect(gql.data?.coachConversation.suggestions).toEqual([]);
    expect(fake.callsTo('/v1/chat/completions', since)).toEqual([]);
  });

  it("a visitor's prompt carries the public facts only, and no earlier question", async () => {
    const visitor = new VoiceClient(system.url);
    await visitor.post('/api/gemma-conversation', { message: 'hola emilio' });
    await visitor.post('/api/gemma-conversation', { message: 'cual es mi rutina de hoy' });
    const { messages } = JSON.parse(fake.callsTo('/v1/chat/completions').at(-1)!.body.toString()) as {
      messages: Array<{ role: string; content: string }>;
    };
    expect(messages.slice(1)).toEqual([{ role: 'user', content: 'cual es mi rutina de hoy' }]);
    const prompt = messages[0]!.content;
    expect(prompt).toContain('un visitante sin sesión');
    expect(prompt).toContain('La próxima edición, la 79');
    expect(prompt).not.toContain('Rutina de hoy');
    expect(prompt).not.toContain('Racha');
  });

  it.each(['fail', 'hang'] as const)('a provider that %ss gives a 503 in Spanish, not a hang', async (mode) => {
    fake.mode = mode;
    const visitor = new VoiceClient(system.url);
    const heard = await visitor.upload(espeakWav('hola'), 'hola.wav', 'audio/wav');
    expect([heard.status, heard.json().message]).toEqual([503, VoiceMessages.transcriptionUnavailable]);
    const answer = await visitor.post('/api/gemma-conversation', { message: 'hola' });
    expect([answer.status, answer.json().message]).toEqual([503, VoiceMessages.chatUnavailable]);
    const spoken = await visitor.post('/api/elevenlabs-speak', { text: 'hola' });
    expect([spoken.status, spoken.json().message]).toEqual([503, VoiceMessages.speechUnavailable]);
    const gql = await visitor.graphql('mutation { coachConversation(message: "hola") { response } }');
    expect(gql.errors?.[0]).toMatchObject({ message: VoiceMessages.chatUnavailable, extensions: { status: 503 } });
  });

  it(`past ${DAILY_CAP} provider calls a day, the built-in coach and voices answer instead (503 where missing), the provider is not called`, async () => {
    const rocio = new VoiceClient(system.url);
    await rocio.register('Rocio');
    const before = fake.callsTo('/v1/chat/completions').length;
    for (let i = 0; i < DAILY_CAP; i += 1) {
      expect((await rocio.post('/api/gemma-conversation', { message: 'hola' })).json().response).toBe(fake.reply);
    }
    const capped = await rocio.post('/api/gemma-conversation', { message: 'como hago el cardio' });
    expect(capped.status).toBe(200);
    expect(capped.json().response).toContain('35 minutos');
    expect(fake.callsTo('/v1/chat/completions').length).toBe(before + DAILY_CAP);

    // Past the cap the built-in voices answer, and here espeak-ng and pocketsphinx are missing: a
    // 503 in Spanish (the page then shows the text, uses the browser's voice and offers typing).
    const providerCalls = fake.calls.length;
    const spoken = await rocio.post('/api/elevenlabs-speak', { text: 'hola' });
    expect([spoken.status, spoken.json().message]).toEqual([503, VoiceMessages.speechUnavailable]);
    const heard = await rocio.upload(espeakWav('hola'), 'hola.wav', 'audio/wav');
    expect([heard.status, heard.json().message]).toEqual([503, VoiceMessages.transcriptionUnavailable]);
    expect(fake.calls.length).toBe(providerCalls);
  });
});
