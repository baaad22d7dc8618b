import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { decodeWav } from '../src/audio/pcm.js';
import { voiceActivity } from '../src/audio/voice-activity.js';
import { safetyConcepts } from '@reto/contracts/safety/safety-concepts';
import { normalizeText } from '@reto/contracts/safety/spanish';
import { grammarAccepts } from '../src/coach/coach-grammar.js';
import { bytesOf, offlineRecogniser, removeRecordings, type Speaker, spoken, withNoise } from './recordings.js';

/**
 * Noise, music and silence never become a question: the energy and voicing check turns them into
 * empty text before recognition. Out-of-grammar speech, from both of espeak-ng's Spanish voices
 * (Spain and Latin America), clean and with pink noise, is measured against the goal of at most
 * 5 % accepted as one of the grammar's phrases. Recordings are made at test time (sox in
 * repeatable mode, espeak-ng), nothing is stored.
 */
const dir = mkdtempSync(join(tmpdir(), 'reto-no-speech-'));
let count = 0;
/** A sox-generated recording of 16 kHz mono, from `sox -n` effects. */
const made = (effects: string[]) => {
  const out = join(dir, `${(count += 1)}.wav`);
  const result = spawnSync('sox', ['-R', '-n', '-r', '16000', '-c', '1', '-b', '16', out, ...effects]);
  if (result.status !== 0) throw new Error(`sox failed: ${result.stderr.toString()}`);
  return out;
};

const NOISE_AND_MUSIC: ReadonlyArray<readonly [string, string[]]> = [
  ['silence', ['trim', '0', '2']],
  ['quiet hiss', ['synth', '2', 'whitenoise', 'vol', '0.01']],
  ['white noise', ['synth', '2', 'whitenoise', 'vol', '0.3']],
  ['loud white noise', ['synth', '3', 'whitenoise', 'vol', '0.9']],
  ['pink noise', ['synth', '2', 'pinknoise', 'vol', '0.4']],
  ['brown noise (rumble)', ['synth', '3', 'brownnoise', 'vol', '0.5']],
  ['a sine tone', ['synth', '2', 'sine', '440', 'vol', '0.3']],
  ['a low hum', ['synth', '3', 'sine', '100', 'vol', '0.5']],
  ['a chord', ['synth', '3', 'sine', '220', 'sine', '277', 'sine', '330', 'vol', '0.3']],
  ['a square wave', ['synth', '2', 'square', '150', 'vol', '0.2']],
  ['a plucked melody', ['synth', '0.3', 'pluck', 'C4', 'synth', '0.3', 'pluck', 'E4', 'vol', '0.4', 'repeat', '6']],
  ['a tremolo note', ['synth', '3', 'sine', '200', 'tremolo', '4', '90', 'vol', '0.3']],
  ['a siren sweep', ['synth', '3', 'sine', '300-900', 'vol', '0.3']],
  [
    'a sawtooth melody',
    ['synth', '0.5', 'sawtooth', 'G3', 'synth', '0.5', 'sawtooth', 'B3', 'vol', '0.2', 'repeat', '3'],
  ],
  ['a trapezium drone', ['synth', '3', 'trapezium', '110', 'vol', '0.3']],
  ['music over noise', ['synth', '3', 'sine', '262', 'sine', '330', 'vol', '0.3', 'synth', '3', 'pinknoise', 'mix']],
];

/** Both of espeak-ng's Spanish voices (Spain, Latin America), as members would speak them. */
const VOICES: readonly Speaker[] = [
  { voice: 'es', speed: 160, pitch: 50 },
  { voice: 'es-419', speed: 150, pitch: 55 },
];
/** Questions outside the coach's grammar (off-topic, or in-scope worded differently). */
const OUT_OF_GRAMMAR = [
  'mañana voy al cine con mis amigos',
  'el partido empieza a las nueve',
  'quiero aprender a tocar la guitarra',
  'cuanto cuesta un billete de avion',
  'me compre un coche nuevo',
  'que pelicula ponen esta noche',
  'cual es el precio del bitcoin',
  'donde puedo descansar en vacaciones',
  'mi racha en el juego de idiomas',
  'cuando empieza la temporada de futbol',
  'tengo gripe desde el lunes',
  'me mareo cuando salto',
];

/**
 * The goal is at most 5 % (2 of 48). With the grammar's safety branch, the speech a phrase must
 * cover and the safety margin the recogniser accepts 2 (2026-11-29; 3 before: "quiero aprender a
 * tocar la guitarra" is still heard as another "quiero…" phrase); the spec holds that floor.
 */
const MEASURED_FLOOR = 2;

describe('recordings without speech, and speech outside the grammar', () => {
  const { recogniser, transcribe } = offlineRecogniser();

  afterAll(async () => {
    await recogniser.close();
    removeRecordings();
    rmSync(dir, { recursive: true, force: true });
  });

  it('transcribes noise-only and music-only recordings to empty text (0 % accepted)', async () => {
    const accepted: string[] = [];
    for (const [name, effects] of NOISE_AND_MUSIC) {
      const text = await transcribe(made(effects));
      if (text !== '') accepted.push(`${name} → ${text}`);
    }
    process.stdout.write(`recogniser noise and music: ${accepted.length}/${NOISE_AND_MUSIC.length} accepted\n`);
    expect(accepted).toEqual([]);
  }, 300_000);

  it('lets speech of both voices through the check, clean and with noise', () => {
    const gated: string[] = [];
    for (const voice of VOICES)
      for (const text of ['hola', 'cual es mi rutina de hoy', 'me duele la rodilla'])
        for (const noisy of [false, true]) {
          const recording = spoken(text, voice);
          const decoded = decodeWav(bytesOf(noisy ? withNoise(recording) : recording))!;
          if (!voiceActivity(decoded.samples, decoded.sampleRate).speech) gated.push(`${voice.voice} ${text}`);
        }
    expect(gated).toEqual([]);
  }, 120_000);

  it('accepts no more out-of-grammar recordings (both voices, clean and noisy) as a grammar phrase than measured (goal ≤ 5 %)', async () => {
    const inGrammar = grammarAccepts();
    const isSafety = (text: string) => safetyConcepts(normalizeText(text)).length > 0;
    // Two of them are safety, said as the grammar's safety branch may or may not say them: heard as
    // a safety phrase, they get the answer they ask for, which is no false accept.
    const rightAnswer = (text: string, heard: string) => heard === text || (isSafety(text) && isSafety(heard));
    expect(OUT_OF_GRAMMAR.filter((text) => inGrammar(text) && !isSafety(text))).toEqual([]);
    const accepted: string[] = [];
    let strict = 0;
    let total = 0;
    for (const text of OUT_OF_GRAMMAR)
      for (const voice of VOICES)
        for (const noisy of [false, true]) {
          const recording = spoken(text, voice);
          const heard = await transcribe(noisy ? withNoise(recording) : recording);
          total += 1;
          if (inGrammar(heard) && heard !== text) strict += 1;
          if (inGrammar(heard) && !rightAnswer(text, heard))
            accepted.push(`${text} (${voice.voice}${noisy ? ', noise' : ''}) → ${heard}`);
        }
    const met = accepted.length <= 0.05 * total ? 'met' : 'NOT MET';
    process.stdout.write(
      `recogniser out of grammar: ${accepted.length}/${total} ` +
        `(${((100 * accepted.length) / total).toFixed(1)} %) accepted (${strict} counting a safety recording heard ` +
        `as another safety phrase); goal ≤ 5 % ${met}, floor ${MEASURED_FLOOR}/${total}: ${accepted.join('; ')}\n`,
    );
    expect(accepted.length).toBeLessThanOrEqual(MEASURED_FLOOR);
  }, 600_000);
});
