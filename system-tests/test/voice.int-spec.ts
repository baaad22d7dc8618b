import { IdentityMessages, PayloadMessages, VoiceMessages } from '@reto/contracts';
import { priceTerms } from '@reto/contracts/shared-copy';
import { startTestSystem, type TestSystem } from '../../infra/local/test-system.mjs';
import { personalData } from './purchase-fixtures.js';
import { verifyEmailFromMailbox } from './dev-mailbox.js';
import { SystemRpc, stopClockedSystem } from './system-rpc.js';
import { espeakWav, silentWav, VoiceClient } from './voice-fixtures.js';

// No provider configured: the built-in coach, Debian's pocketsphinx and espeak-ng answer (offline).
const PER_ADDRESS = 12;
const PER_MEMBER = 12;
let system: TestSystem;
let nats: SystemRpc;
let ximena: VoiceClient;
let today: { title: string; exercises: Array<{ title: string }> };
let plan: { dailyCalories: number; macros: { protein: number; carbs: number; fat: number } };

beforeAll(async () => {
  system = await startTestSystem({
    env: {
      TRUST_PROXY_HOPS: '1',
      VOICE_RATE_LIMIT_MAX_PER_IP: String(PER_ADDRESS),
      VOICE_RATE_LIMIT_MAX_PER_MEMBER: String(PER_MEMBER),
      // Offline recognition (three pocketsphinx decodes a recording) beside the integration tier's
      // other worker ran past the tools' 20 s and the gateway's 20 s on a loaded host (a 503): how
      // long it takes is not what these tests test.
      VOICE_TOOL_TIMEOUT_MS: '45000',
      VOICE_PROVIDER_TIMEOUT_MS: '45000',
      VOICE_REQUEST_TIMEOUT_MS: '50000',
    },
  });
  nats = await SystemRpc.connect(system);
  // Edition 78 starts 2026-11-09: at 09:00 in Mexico City on 2026-11-20 it is day 12.
  await nats.setClock(new Date('2026-11-20T15:00:00Z'));
  ximena = new VoiceClient(system.url);
  const id = await ximena.register('Ximena');
  await nats.enrol(id, 'ximena@example.com', 78);
  const day = (
    await ximena.graphql<{ challengeDay: { todaysWorkout: typeof today } }>(
      '{ challengeDay { todaysWorkout { title exercises { title } } } }',
    )
  ).data!.challengeDay;
  today = day.todaysWorkout;
  // Her nutrition plan, computed from the form's data and kept by the challenge service for her
  // verified address (the coach tells a member only the plan of an address they proved is theirs).
  await verifyEmailFromMailbox(system, 'ximena@example.com');
  plan = (
    await ximena.post('/api/nutrition-plan', { personalData: personalData('ximena@example.com') })
  ).json() as never;
}, 180_000);

afterAll(() => stopClockedSystem(system, nats));

describe('the voice coach with no provider: pocketsphinx, the built-in coach and espeak-ng', () => {
  it('round trip: "cuál es mi rutina de hoy" spoken to a WAV is heard, answered with the member\'s unit, and spoken back', async () => {
    expect(today.title).toBe('SEMANA 2 - RUTINA #5');
    const heard = await ximena.upload(espeakWav('cuál es mi rutina de hoy'), 'pregunta.wav', 'audio/wav');
    expect(heard.status).toBe(200);
    expect(heard.json()).toEqual({ text: 'cual es mi rutina de hoy' });

    const answer = await ximena.post('/api/gemma-conversation', { message: heard.json().text });
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });
    const response = answer.json().response!;
    expect(response).toContain('día 12');
    expect(response).toContain(today.title);
    for (const exercise of today.exercises) expect(response).toContain(exercise.title);

    const spoken = await ximena.post('/api/elevenlabs-speak', { text: response });
    expect(spoken.status).toBe(200);
    expect(spoken.contentType).toBe('audio/wav');
    expect(spoken.body.toString('latin1', 0, 4)).toBe('RIFF');
    expect(spoken.body.toString('latin1', 8, 12)).toBe('WAVE');
    // Longer than one NATS message (1 MB) or not, it arrives whole: a few seconds of 22 kHz speech.
    expect(spoken.body.length).toBeGreaterThan(100_000);
  });

  it('the GraphQL twins answer like the REST paths', async () => {
    const wav = espeakWav('qué rutina toca mañana');
    const heard = await ximena.graphql<{ transcribeAudio: { text: string } }>(
      'mutation($a: String!) { transcribeAudio(audioBase64: $a) { text } }',
      { a: wav.toString('base64') },
    );
    expect(heard.data?.transcribeAudio.text).toBe('que rutina toca mañana');

    const answer = await ximena.graphql<{ coachConversation: { response: string; success: boolean } }>(
      'mutation($m: String!) { coachConversation(message: $m) { response success } }',
      { m: heard.data!.transcribeAudio.text },
    );
    expect(answer.data?.coachConversation.success).toBe(true);
    expect(answer.data?.coachConversation.response).toContain('SEMANA 2 - RUTINA #6');

    const spoken = await ximena.graphql<{ coachSpeech: { audioBase64: string; contentType: string } }>(
      'mutation($t: String!) { coachSpeech(text: $t) { audioBase64 contentType } }',
      { t: 'Hola, soy Emilio.' },
    );
    expect(spoken.data?.coachSpeech.contentType).toBe('audio/wav');
    expect(Buffer.from(spoken.data!.coachSpeech.audioBase64, 'base64').toString('latin1', 0, 4)).toBe('RIFF');
  });

  it('a member hears their own facts (rest days, streak, nutrition plan); a visitor gets the public facts only', async () => {
    const ask = async (client: VoiceClient, message: string) =>
      (await client.post('/api/gemma-conversation', { message })).json().response!;
    expect(await ask(ximena, 'cuando es mi proximo descanso')).toContain('tu próximo descanso es el día 14');
    expect(await ask(ximena, 'cual es mi racha')).toMatch(/Vas por el día 12 de 28\. Tu racha es de 0 días/);
    const { dailyCalories, macros } = plan;
    expect(await ask(ximena, 'cuantas calorias tengo que comer')).toBe(
      `Tu plan es de ${dailyCalories} calorías al día: ${Math.round(macros.protein)} gramos de proteína, ` +
        `${Math.round(macros.carbs)} de carbohidratos y ${Math.round(macros.fat)} de grasa.`,
    );

    // Whoever registers with an address they did not prove is theirs does not hear its plan.
    await new VoiceClient(system.url).post('/api/nutrition-plan', {
      personalData: personalData('yolanda@example.com'),
    });
    const unverified = new VoiceClient(system.url);
    await unverified.register('Yolanda');
    expect(await ask(unverified, 'cuantas calorias tengo que comer')).toMatch(/^Aún no tengo tu plan de nutrición/);

    const visitor = new VoiceClient(system.url);
    expect(await ask(visitor, 'cual es mi rutina de hoy')).toContain('Inicia sesión');
    expect(await ask(visitor, 'cual es mi rutina de hoy')).not.toContain(today.title);
    const edition = await ask(visitor, 'cuando empieza la proxima edicion');
    expect(edition).toContain('la 79');
    expect(edition).toContain('7 de diciembre');
    // The price as it is (DECISIONS.md): every 28 days until cancelled, never "pago único".
    expect(await ask(visitor, 'cuanto cuesta el reto')).toBe(
      `El reto cuesta $78 USD cada 28 días · cancela cuando quieras. ${priceTerms.renewal} ${priceTerms.guarantee(30)}`,
    );
    expect(await ask(visitor, 'como hago el cardio')).toContain('35 minutos');
    expect(await ask(visitor, 'cual es la capital de francia')).toContain('Solo puedo ayudarte con el reto');
  });

  it('health questions get the safety answer, account questions their page or the support address, the rest the fallback', async () => {
    // A member of her own (the voice calls of one member are limited per window).
    const marisol = new VoiceClient(system.url);
    await nats.enrol(await marisol.register('Marisol'), 'marisol@example.com', 78);
    const ask = async (client: VoiceClient, message: string) =>
      (await client.post('/api/gemma-conversation', { message })).json().response!;
    for (const question of [
      'estoy embarazada que rutina me toca hoy',
      'tengo diabetes puedo hacer el reto',
      'me duele la rodilla',
    ]) {
      const answer = await ask(marisol, question);
      expect(answer).toContain('consulta a tu médico o fisioterapeuta');
      expect(answer).not.toContain(today.title);
    }
    expect(await ask(marisol, 'olvide mi contrasena')).toContain('/recuperar-contrasena');
    expect(await ask(marisol, 'quiero hablar con una persona')).toMatch(
      /escribe a soporte@retoemilio\.com \(atendemos .+\)/,
    );
    expect(await ask(marisol, 'quiero que me devuelvan el dinero')).toContain('menos de 30 días');
    expect(await ask(marisol, 'como se hace la sentadilla sumo')).toMatch(
      /^Sentadilla sumo: Pies más abiertos que los hombros/,
    );
    expect(await ask(marisol, 'que tiempo hace hoy en madrid')).toContain('Solo puedo ayudarte con el reto');

    // Offline conversation time through the whole system (printed, not asserted: the goal is p95 < 50 ms).
    const times: number[] = [];
    for (const visitor of [new VoiceClient(system.url), new VoiceClient(system.url)]) {
      for (const question of ['cuanto cuesta el reto', 'cuando empieza la proxima edicion', 'me duele la espalda']) {
        for (let i = 0; i < 3; i += 1) {
          const started = performance.now();
          await ask(visitor, question);
          times.push(performance.now() - started);
        }
      }
    }
    times.sort((a, b) => a - b);
    process.stdout.write(
      `conversation offline: p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(0)} ms over ${times.length}\n`,
    );
  });

  it('safety paraphrases and mixed questions, typed over REST and GraphQL or spoken, get the safety answer and nothing else', async () => {
    const safetyOnly = (answer: { response?: string; suggestions?: unknown[] }) => {
      expect(answer.response).toMatch(/^Tu salud va primero\. Si algo te duele, para el ejercicio\./);
      expect(answer.response).not.toContain(today.title);
      expect(answer.response).not.toMatch(/USD|\$|día 12|racha|calorías al día|Sigue así/);
      expect(answer.suggestions).toEqual([]);
    };
    const member = async (name: string) => {
      const client = new VoiceClient(system.url);
      await nats.enrol(await client.register(name), `${name.toLowerCase()}@example.com`, 78);
      return client;
    };
    // Paraphrases of the concepts (no listed trigger word needed) and mixed questions, ten per
    // member (the voice calls of one member are limited per window).
    const paz = await member('Paz');
    for (const message of [
      'llevo tres dias sin comer para adelgazar',
      'mi hijo tiene 13 años, puede hacer el reto',
      'tomo pastillas para bajar de peso',
      'me sale sangre de la nariz al saltar',
      'tengo el brazo entumecido',
      'me dio un pinchazo en el costado',
      'me siento debil y sin fuerzas',
      'me duele el hombro, que rutina me toca hoy',
      'estoy embarazada, cuanto cuesta el reto',
      'me mareo con el cardio, cuantos minutos hago',
    ]) {
      const answer = await paz.post('/api/gemma-conversation', { message });
      expect(answer.status).toBe(200);
      safetyOnly(answer.json() as never);
    }
    const quique = await member('Quique');
    for (const message of [
      'me provoco el vomito despues de cenar',
      'tengo quince años',
      'me operaron de la rodilla hace un mes, que hago hoy',
      'el corazon me late muy rapido, cual es mi racha',
      'me falta el aire con los burpees',
      'tuve un bebe hace seis semanas, cuando empieza la proxima edicion',
      'tomo insulina, cuantas calorias como',
      'me esguince el tobillo, que pasa si me salto un dia',
    ]) {
      const answer = await quique.graphql<{ coachConversation: { response: string; suggestions: unknown[] } }>(
        'mutation($m: String!) { coachConversation(message: $m) { response suggestions { label } } }',
        { m: message },
      );
      safetyOnly(answer.data!.coachConversation);
    }
    // Thoughts of self-harm: the safety answer opens with the urge to call emergencies or a crisis line.
    const crisis = await quique.post('/api/gemma-conversation', { message: 'a veces pienso en quitarme la vida' });
    expect(crisis.json().response).toMatch(
      /^Si estás pensando en hacerte daño .*número de emergencias .*línea de ayuda en crisis.* Tu salud va primero\./,
    );
    expect(crisis.json().suggestions).toEqual([]);
    // Spoken: what the recogniser hears goes through the same check, over REST and GraphQL.
    const askSpoken = async (client: VoiceClient, spoken: string, path: 'rest' | 'graphql') => {
      const heard = await client.upload(espeakWav(spoken), 'pregunta.wav', 'audio/wav');
      const text = heard.json().text!;
      expect({ spoken, text }).toEqual({ spoken, text: expect.stringMatching(/\S/) });
      const answer =
        path === 'rest'
          ? (await client.post('/api/gemma-conversation', { message: text })).json()
          : (
              await client.graphql<{ coachConversation: { response: string; suggestions: unknown[] } }>(
                'mutation($m: String!) { coachConversation(message: $m) { response suggestions { label } } }',
                { m: text },
              )
            ).data!.coachConversation;
      safetyOnly(answer as never);
    };
    const remedios = await member('Remedios');
    for (const [spoken, path] of [
      ['me mareo al hacer ejercicio', 'rest'],
      ['estoy embarazada puedo entrenar', 'graphql'],
      ['tengo diabetes', 'rest'],
      ['me duele la rodilla', 'graphql'],
    ] as const)
      await askSpoken(remedios, spoken, path);
    // Spoken otherwise than the grammar's fixed safety questions: the grammar's safety branch (a
    // condition, a minor's age, a pregnancy's time, a symptom with a topic question after it) hears
    // them as safety, never as the nearest topic.
    const rosario = await member('Rosario');
    for (const [spoken, path] of [
      ['tengo la presion alta', 'rest'],
      ['mi hija tiene quince años', 'graphql'],
      ['estoy embarazada de cinco meses', 'rest'],
      ['tengo diabetes cuanto cardio debo hacer', 'graphql'],
    ] as const)
      await askSpoken(rosario, spoken, path);
  });

  it('answers an off-topic question holding a coach word with what it can help with and the two closest topics', async () => {
    const visitor = new VoiceClient(system.url);
    const bait = (
      await visitor.post('/api/gemma-conversation', { message: 'cual es el precio del bitcoin hoy' })
    ).json() as {
      response: string;
      suggestions: Array<{ label: string; question: string }>;
    };
    expect(bait.response).toMatch(/^Solo puedo ayudarte con el reto y tu cuenta/);
    expect(bait.response).not.toContain('USD');
    expect(bait.suggestions).toHaveLength(2);
    expect(bait.suggestions).toContainEqual({ label: 'El precio del reto', question: 'cuánto cuesta el reto' });
    const tapped = (await visitor.post('/api/gemma-conversation', { message: 'cuánto cuesta el reto' })).json();
    expect(tapped.response).toContain('$78 USD');
  });

  it("answers the day, the days left, the edition's end, skipping, marking done, the day's sets and the renewal from the member's data, and the price in the asker's currency", async () => {
    const tomas = new VoiceClient(system.url);
    await nats.enrol(await tomas.register('Tomas'), 'tomas@example.com', 78);
    await verifyEmailFromMailbox(system, 'tomas@example.com');
    const ask = async (message: string, headers: Record<string, string> = {}) =>
      (await tomas.post('/api/gemma-conversation', { message }, headers)).json().response!;
    expect(await ask('en que dia del reto voy')).toMatch(/^Hoy es tu día 12 de 28\. Te quedan 16 días\./);
    expect(await ask('cuantos dias me faltan para acabar')).toContain('Te quedan 16 días');
    expect(await ask('cuando termina mi edicion')).toMatch(
      /^Tu edición, la 78, empezó el .+ y termina el .+6 de diciembre/,
    );
    expect(await ask('que pasa si me salto un dia')).toMatch(/no se puede recuperar.*racha vuelve a empezar/);
    expect(await ask('como marco un ejercicio como hecho')).toContain('"Marcar como completado"');
    // Enrolled by hand, no subscription: nothing renews.
    expect(await ask('el reto se renueva solo')).toMatch(/^No tienes una suscripción con renovación automática/);
    expect(await ask('me rechazaron la tarjeta')).toMatch(/^Si tu tarjeta fue rechazada, no se te cobró nada/);
    expect(await ask('como se hacen los lunges')).toMatch(/^Zancadas alternas: /);
    // The day's routine with what the player prescribes of each exercise, from the member's own units.
    expect(await ask('cuantas series de sentadillas son hoy')).toMatch(
      /^Hoy es el día 12 del reto y te toca .+ \d+ series de \d+ (?:repeticiones|segundos).* \d+ segundos de descanso entre series/,
    );
    // The price as the checkout would charge it where the member is, as for a visitor there.
    expect(await ask('cuanto cuesta el reto', { 'cf-ipcountry': 'ES' })).toContain('€72 EUR');
    expect(await ask('cuanto cuesta el reto', { 'cf-ipcountry': 'MX' })).toContain('MXN');
    const visitor = new VoiceClient(system.url);
    const visitorPrice = (
      await visitor.post('/api/gemma-conversation', { message: 'cuanto cuesta el reto' }, { 'cf-ipcountry': 'ES' })
    ).json();
    expect(visitorPrice.response).toContain('€72 EUR');
  });

  it("answers a day asked by its name with that day's routine, found from the member's own date", async () => {
    const lola = new VoiceClient(system.url);
    await nats.enrol(await lola.register('Lola'), 'lola@example.com', 78);
    const ask = async (message: string) => (await lola.post('/api/gemma-conversation', { message })).json().response!;
    // Friday 20 November where she is, day 12
    expect(await ask('que rutina me toca el domingo')).toMatch(/^El domingo es el día 14: descanso/);
    expect(await ask('y el lunes que hago')).toMatch(/^El lunes es el día 15 del reto y te toca /);
    expect(await ask('que toca el viernes')).toMatch(/^Hoy es el día 12 del reto/);
  });

  it("gathers a member's facts in one fan-out per question (no request per unit), reused for the next question", async () => {
    const lucia = new VoiceClient(system.url);
    const id = await lucia.register('Lucia');
    await nats.enrol(id, 'lucia@example.com', 78);
    // Verified, so her plan is one of her facts.
    await verifyEmailFromMailbox(system, 'lucia@example.com');
    const ask = (message: string) => async () =>
      expect((await lucia.post('/api/gemma-conversation', { message })).status).toBe(200);
    // asked of the services that own the facts
    const first = await nats.requestsDuring(['challenge', 'billing'], ask('que rutina toca manana'));
    expect([...first].sort()).toEqual([
      'billing.price.quote',
      'billing.subscription.status',
      'challenge.day.get',
      'challenge.nutrition.get',
      'challenge.unit.list',
    ]);
    expect(await nats.requestsDuring(['challenge', 'billing'], ask('cual es mi racha'))).toEqual([]);
  });

  it("a recording with none of the coach's phrases is answered with empty text (the page offers typing)", async () => {
    const heard = await ximena.upload(silentWav(2), 'silencio.wav', 'audio/wav');
    expect(heard.status).toBe(200);
    expect(heard.json()).toEqual({ text: '' });
  });
});

describe('refusals: 4xx with a Spanish message, nothing sent on', () => {
  it('an empty, a too long or a NUL-carrying question, and text to speak alike', async () => {
    const client = new VoiceClient(system.url);
    const cases: Array<[string, unknown, number, string]> = [
      ['/api/gemma-conversation', {}, 400, VoiceMessages.messageRequired],
      ['/api/gemma-conversation', { message: '   ' }, 400, VoiceMessages.messageRequired],
      ['/api/gemma-conversation', { message: 'a'.repeat(1001) }, 400, VoiceMessages.messageTooLong],
      ['/api/gemma-conversation', { message: 'hola\u0000' }, 400, PayloadMessages.forbiddenCharacter],
      ['/api/elevenlabs-speak', { text: '' }, 400, VoiceMessages.textRequired],
      ['/api/elevenlabs-speak', { text: 'a'.repeat(1001) }, 400, VoiceMessages.textTooLong],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await client.post(path, body);
      expect({ path, status: res.status, message: res.json().message }).toEqual({ path, status, message });
    }
    const gql = await client.graphql('mutation { coachConversation(message: "") { response } }');
    expect(gql.errors?.[0]).toMatchObject({ message: VoiceMessages.messageRequired, extensions: { status: 400 } });
  });

  it('no file, not audio (whatever its name and type say), 11 MB, and more than 60 s', async () => {
    const client = new VoiceClient(system.url);
    const none = await client.post('/api/transcribe-audio', { audio: 'nada' });
    expect([none.status, none.json().message]).toEqual([400, VoiceMessages.audioRequired]);

    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2000)]);
    const notAudio = await client.upload(png, 'pregunta.webm', 'audio/webm');
    expect([notAudio.status, notAudio.json().message]).toEqual([415, VoiceMessages.audioNotAudio]);

    const big = Buffer.concat([silentWav(1), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await client.upload(big, 'pregunta.wav', 'audio/wav');
    expect([tooBig.status, tooBig.json().message]).toEqual([413, VoiceMessages.audioTooLarge]);

    const tooLong = await client.upload(silentWav(61), 'pregunta.wav', 'audio/wav');
    expect([tooLong.status, tooLong.json().message]).toEqual([413, VoiceMessages.audioTooLong]);

    const gql = await client.graphql(
      'mutation { transcribeAudio(audioBase64: "aG9sYSBlbWlsaW8gcXVlIHRhbA==") { text } }',
    );
    expect(gql.errors?.[0]).toMatchObject({ message: VoiceMessages.audioNotAudio, extensions: { status: 415 } });
  });

  it(`past ${PER_ADDRESS} calls from one address, or ${PER_MEMBER} by one member, a 429 in Spanish`, async () => {
    const visitor = new VoiceClient(system.url);
    for (let i = 0; i < PER_ADDRESS; i += 1) {
      expect((await visitor.post('/api/gemma-conversation', { message: 'hola' })).status).toBe(200);
    }
    const limited = await visitor.post('/api/elevenlabs-speak', { text: 'hola' });
    expect([limited.status, limited.json().message]).toEqual([429, IdentityMessages.tooManyRequests]);
    expect((await visitor.upload(silentWav(1), 'a.wav', 'audio/wav')).status).toBe(429);

    const rocio = new VoiceClient(system.url);
    await rocio.register('Rocio');
    for (let i = 0; i < PER_MEMBER; i += 1) {
      expect((await rocio.post('/api/gemma-conversation', { message: 'hola' })).status).toBe(200);
    }
    // The same member from another address is still the same member.
    const elsewhere = Object.assign(new VoiceClient(system.url), { cookie: rocio.cookie });
    const refused = await elsewhere.post('/api/gemma-conversation', { message: 'hola' });
    expect([refused.status, refused.json().message]).toEqual([429, IdentityMessages.tooManyRequests]);
  });
});
