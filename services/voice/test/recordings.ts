import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectAudio } from '../src/audio/audio-format.js';
import { PocketsphinxTranscriber } from '../src/providers/speech-to-text.js';
import { loadVoiceConfig } from '../src/voice.config.js';

/**
 * Recordings made at test time with Debian's espeak-ng and sox (nothing stored): Spanish voices of
 * Spain and Latin America, male and female, at several speeds and pitches; pink noise at about 15 dB
 * SNR; a telephone band (300-3,400 Hz at 8 kHz).
 */
export interface Speaker {
  voice: string;
  speed: number;
  pitch: number;
}

export const SPEAKERS: readonly Speaker[] = [
  { voice: 'es', speed: 160, pitch: 50 },
  { voice: 'es-419+f3', speed: 150, pitch: 60 },
  { voice: 'es+m3', speed: 175, pitch: 40 },
  { voice: 'es-419+f2', speed: 140, pitch: 70 },
];

/** The speaker of the i-th recording of a list: the voices in turn. */
export const speakerFor = (i: number): Speaker => SPEAKERS[i % SPEAKERS.length]!;

const dir = mkdtempSync(join(tmpdir(), 'reto-recordings-'));
let count = 0;
const file = (name: string) => join(dir, `${(count += 1)}-${name}.wav`);

/** sox in repeatable mode (`-R`: the same noise and dither every run), so every run hears the same recordings. */
function run(bin: string, args: string[]): string {
  const result = spawnSync(bin, bin === 'sox' ? ['-R', ...args] : args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stderr;
}

const rmsOf = (path: string) => Number(/RMS\s+amplitude:\s+([\d.]+)/.exec(run('sox', [path, '-n', 'stat']))![1]);
const secondsOf = (path: string) => Number(spawnSync('soxi', ['-D', path], { encoding: 'utf8' }).stdout);

/** A phrase spoken by a speaker: 16 kHz mono WAV, with 0.3 s of silence around it (or padded to `seconds`). */
export function spoken(text: string, speaker: Speaker, seconds?: number): string {
  const raw = file('espeak');
  run('espeak-ng', ['-v', speaker.voice, '-s', String(speaker.speed), '-p', String(speaker.pitch), '-w', raw, text]);
  const out = file('spoken');
  const pad = seconds === undefined ? ['pad', '0.3', '0.3'] : ['pad', '0.3', '0', 'trim', '0', String(seconds)];
  run('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', out, ...pad]);
  if (seconds !== undefined && secondsOf(out) < seconds) {
    const padded = file('padded');
    run('sox', [out, padded, 'pad', '0', String(seconds - secondsOf(out))]);
    return padded;
  }
  return out;
}

/** The recording with pink noise mixed in `snr` dB below the speech. */
export function withNoise(path: string, snr = 15): string {
  const noise = file('pink');
  run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', noise, 'synth', String(secondsOf(path)), 'pinknoise']);
  const gain = rmsOf(path) / Math.pow(10, snr / 20) / rmsOf(noise);
  const out = file('noisy');
  run('sox', ['-m', path, '-v', gain.toFixed(6), noise, out]);
  return out;
}

/** The recording through a telephone: 300-3,400 Hz, 8 kHz. */
export function throughTelephone(path: string): string {
  const out = file('telephone');
  run('sox', [path, '-r', '8000', out, 'sinc', '300-3400']);
  return out;
}

/** Silence, or white noise, of `seconds`. */
export function silence(seconds: number): string {
  const out = file('silence');
  run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', out, 'trim', '0', String(seconds)]);
  return out;
}

export function whiteNoise(seconds: number): string {
  const out = file('white');
  run('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', out, 'synth', String(seconds), 'whitenoise', 'vol', '0.3']);
  return out;
}

export const bytesOf = (path: string): Buffer => readFileSync(path);

export const removeRecordings = () => rmSync(dir, { recursive: true, force: true });

/**
 * The offline recogniser as the voice service builds it, and what its `transcribe` answers for an
 * audio clip or a recording's file. Its tools given the longest time the service allows
 * (VOICE_TOOL_TIMEOUT_MS): these specs measure what it hears, not how fast, and on a host running
 * both test workers pocketsphinx ran past the 20 s default (a 503 instead of its text).
 */
export function offlineRecogniser() {
  const recogniser = new PocketsphinxTranscriber(loadVoiceConfig({ VOICE_TOOL_TIMEOUT_MS: '120000' }));
  const hear = (audio: Buffer) => recogniser.transcribe(audio, inspectAudio(audio)!);
  const transcribe = (path: string) => hear(bytesOf(path));
  return { recogniser, transcribe, hear };
}
