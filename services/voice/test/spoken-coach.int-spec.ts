import { grammarAccepts } from '../src/coach/coach-grammar.js';
import { CoachNlu } from '../src/coach/coach-nlu.js';
import type { CoachIntent } from '../src/coach/coach-phrases.js';
import { bytesOf, offlineRecogniser, removeRecordings, type Speaker, spoken } from './recordings.js';

/**
 * Spoken questions end to end, as the offline coach answers them: a recording made at test time
 * (both of espeak-ng's Spanish voices) is transcribed by the recogniser and the text goes to the
 * coach. Each kind the coach's issue names is measured and printed: in-scope questions worded
 * otherwise than the grammar's phrases, off-topic recordings, and safety phrases. What holds: no
 * kind gets worse than measured.
 */
const VOICES: readonly Speaker[] = [
  { voice: 'es', speed: 160, pitch: 50 },
  { voice: 'es-419', speed: 150, pitch: 55 },
];

/** In-scope questions as members word them, none of them a phrase of the grammar. */
const REWORDED: ReadonlyArray<readonly [string, CoachIntent]> = [
  ['que ejercicios tengo que hacer hoy', 'routine.today'],
  ['dime la rutina de mañana', 'routine.tomorrow'],
  ['que dias me toca descansar', 'rest.days'],
  ['explicame como funciona el programa', 'challenge.how'],
  ['cuando arranca la siguiente edicion', 'edition.next'],
  ['cuanto vale el reto', 'price.guarantee'],
  ['cuanto cardio tengo que hacer', 'cardio'],
  ['cuantas proteinas tengo que comer', 'nutrition'],
  ['como voy con mi racha', 'progress'],
  ['quiero cambiar mi zona horaria', 'timezone'],
  ['buenas tardes emilio', 'greeting'],
  ['como cancelo mi suscripcion', 'cancel.refund'],
  ['no me acuerdo de mi contraseña', 'account'],
  ['puedo pagar con tarjeta', 'payment.methods'],
  ['me pueden mandar la factura', 'invoices'],
  ['necesito hablar con alguien', 'human'],
  ['la aplicacion no me abre', 'app.trouble'],
  ['en que dia del reto voy', 'challenge.day'],
  ['que pasa si me salto un dia', 'skip.day'],
  ['me rechazaron la tarjeta', 'payment.declined'],
];
/** Off-topic questions, several with a coach word in them. */
const OFF_TOPIC = [
  'cual es el precio del bitcoin',
  'donde puedo descansar en vacaciones',
  'mi racha en el juego de idiomas',
  'cuando empieza la temporada de futbol',
  'que tiempo hace mañana en madrid',
  'pon musica de salsa',
  'cuentame un chiste',
  'quien gano el partido ayer',
  'como se hace una paella',
  'llama a mi mama',
];
/** Safety said otherwise than the grammar's safety phrases. */
const SAFETY = [
  'me mareo cuando salto',
  'me duele el pecho',
  'me falta el aire',
  'me duele mucho la cabeza',
  'estoy embarazada de tres meses',
  'tomo pastillas para la presion',
  'me torci el tobillo',
  'mi hijo tiene catorce años',
];
/**
 * More spoken safety, and safety with a topic question after it, written before the grammar's safety
 * branch was (2026-11-29), each a concept of the typed check said as a member would say it.
 */
const SAFETY_MORE = [
  'me duele la espalda cuando corro',
  'siento que me voy a desmayar',
  'me arde el pecho al correr',
  'me mareo cuando me levanto',
  'tengo asma puedo hacer cardio',
  'me tiembla la pierna',
  'me lastime el hombro',
  'estoy embarazada de cinco meses',
  'tomo insulina',
  'tengo la presion alta',
  'no puedo respirar bien',
  'me duelen las rodillas',
  'mi hija tiene quince años',
  'me operaron de la rodilla',
  'me duele el tobillo que rutina me toca hoy',
  'tengo diabetes cuanto cardio hago',
];

/**
 * Measured on 2026-11-29 with the grammar's safety branch; a change that makes any of them worse
 * fails. Spoken safety: 13 of 48 recordings get the safety answer, none another topic (the goal),
 * the rest the empty text; before the branch, 0 of the first 16 and 3 of them another topic.
 */
const MEASURED = { rewordedWrong: 2, offTopicAsTopic: 0, safetyAnswered: 13, safetyAsOtherTopic: 0 };

const percent = (part: number, total: number) => `${part}/${total} (${((100 * part) / total).toFixed(1)} %)`;

describe('spoken questions through the recogniser and the coach', () => {
  const { recogniser, hear } = offlineRecogniser();
  let nlu: CoachNlu;
  const answered = async (text: string, voice: Speaker) => {
    const heard = await hear(bytesOf(spoken(text, voice)));
    return { heard, intent: heard === '' ? null : await nlu.classify(heard) };
  };

  beforeAll(async () => {
    nlu = await CoachNlu.train();
  }, 120_000);

  afterAll(async () => {
    await recogniser.close();
    removeRecordings();
  });

  it('has no reworded or off-topic phrase inside the grammar (each is worded otherwise)', () => {
    const inGrammar = grammarAccepts();
    expect([...REWORDED.map(([text]) => text), ...OFF_TOPIC].filter(inGrammar)).toEqual([]);
  });

  it('answers spoken safety phrases with another topic no more often than measured (goal: never)', async () => {
    const inGrammar = grammarAccepts();
    const counts = { safety: 0, empty: 0, other: 0 };
    const first = { safety: 0, empty: 0, other: 0 };
    const others: string[] = [];
    for (const text of [...SAFETY, ...SAFETY_MORE])
      for (const voice of VOICES) {
        const { heard, intent } = await answered(text, voice);
        const kind = intent === 'safety' ? 'safety' : heard === '' ? 'empty' : 'other';
        counts[kind] += 1;
        if (SAFETY.includes(text)) first[kind] += 1;
        if (kind === 'other') others.push(`${text} (${voice.voice}) → "${heard}" → ${intent ?? 'solo puedo ayudarte'}`);
      }
    const total = (SAFETY.length + SAFETY_MORE.length) * VOICES.length;
    // The grammar's safety branch is generated by class, so some of these phrases are its own words.
    const inside = [...SAFETY, ...SAFETY_MORE].filter(inGrammar).length;
    process.stdout.write(
      `spoken safety (${inside} of ${SAFETY.length + SAFETY_MORE.length} phrases word for word in the grammar): ` +
        `safety answer ${percent(counts.safety, total)}, empty ${percent(counts.empty, total)}, ` +
        `other answer ${percent(counts.other, total)}; the first ${SAFETY.length} phrases: safety ${first.safety}, ` +
        `empty ${first.empty}, other ${first.other} of ${SAFETY.length * VOICES.length} ${others.join('; ')}\n`,
    );
    expect(counts.safety).toBeGreaterThanOrEqual(MEASURED.safetyAnswered);
    expect(others.length).toBeLessThanOrEqual(MEASURED.safetyAsOtherTopic);
  }, 900_000);

  it('measures reworded in-scope questions and off-topic recordings (no worse than measured)', async () => {
    const reworded = { right: 0, empty: 0, wrong: 0 };
    const wrong: string[] = [];
    for (const [text, intent] of REWORDED)
      for (const voice of VOICES) {
        const { heard, intent: got } = await answered(text, voice);
        if (got === intent) reworded.right += 1;
        else if (heard === '' || got === null) reworded.empty += 1;
        else {
          reworded.wrong += 1;
          wrong.push(`${text} (${voice.voice}) → "${heard}" → ${got}`);
        }
      }
    const offTopic = { empty: 0, safety: 0, topic: 0 };
    const asTopic: string[] = [];
    for (const text of OFF_TOPIC)
      for (const voice of VOICES) {
        const { heard, intent } = await answered(text, voice);
        if (intent === null) offTopic.empty += 1;
        else if (intent === 'safety') offTopic.safety += 1;
        else {
          offTopic.topic += 1;
          asTopic.push(`${text} (${voice.voice}) → "${heard}" → ${intent}`);
        }
      }
    const rewordedTotal = REWORDED.length * VOICES.length;
    const offTopicTotal = OFF_TOPIC.length * VOICES.length;
    process.stdout.write(
      `spoken reworded in scope: right ${percent(reworded.right, rewordedTotal)}, empty or fallback ` +
        `${percent(reworded.empty, rewordedTotal)}, another topic ${percent(reworded.wrong, rewordedTotal)} ${wrong.join('; ')}\n` +
        `spoken off-topic: fallback or empty ${percent(offTopic.empty, offTopicTotal)}, safety ${percent(offTopic.safety, offTopicTotal)}, ` +
        `answered as a topic ${percent(offTopic.topic, offTopicTotal)} ${asTopic.join('; ')}\n`,
    );
    expect(reworded.wrong).toBeLessThanOrEqual(MEASURED.rewordedWrong);
    expect(offTopic.topic).toBeLessThanOrEqual(MEASURED.offTopicAsTopic);
  }, 900_000);
});
