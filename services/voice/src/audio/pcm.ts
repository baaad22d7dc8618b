import { atOnce, type CpuSteps } from '@reto/platform';
import { wavFormat } from './audio-format.js';

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;
/** Samples between two checkpoints of the loops below (a fraction of a millisecond of work). */
const SAMPLES_PER_STEP = 16_384;
const checkpoint = (i: number) => i % SAMPLES_PER_STEP === 0;

export interface DecodedWav {
  samples: Float32Array;
  sampleRate: number;
}

/** The samples of a WAV file as mono floats in [-1, 1] (PCM 8/16/24/32-bit or 32-bit float), with its rate. */
export const decodeWav = (bytes: Buffer): DecodedWav | null => atOnce(decodingWav(bytes));

/** `decodeWav`, in steps (`inSlices` runs them without holding the event loop). */
export function* decodingWav(bytes: Buffer): CpuSteps<DecodedWav | null> {
  const wav = wavFormat(bytes);
  if (!wav || ![PCM, FLOAT, EXTENSIBLE].includes(wav.format)) return null;
  const width = wav.bitsPerSample / 8;
  const float = wav.format === FLOAT;
  if (![1, 2, 3, 4].includes(width)) return null;
  const frames = Math.floor(wav.dataLength / (width * wav.channels));
  const samples = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame += 1) {
    if (checkpoint(frame)) yield;
    let sum = 0;
    for (let channel = 0; channel < wav.channels; channel += 1) {
      const at = wav.dataOffset + (frame * wav.channels + channel) * width;
      sum += float ? bytes.readFloatLE(at) : readPcm(bytes, at, width);
    }
    samples[frame] = sum / wav.channels;
  }
  return { samples, sampleRate: wav.sampleRate };
}

function readPcm(bytes: Buffer, at: number, width: number): number {
  switch (width) {
    case 1:
      return (bytes[at]! - 128) / 128;
    case 2:
      return bytes.readInt16LE(at) / 32_768;
    case 3:
      return bytes.readIntLE(at, 3) / 8_388_608;
    default:
      return bytes.readInt32LE(at) / 2_147_483_648;
  }
}

/** Resamples mono floats by linear interpolation, after a moving-average low-pass when going down. */
export const resample = (samples: Float32Array, from: number, to: number): Float32Array =>
  atOnce(resampling(samples, from, to));

/** `resample`, in steps. */
export function* resampling(samples: Float32Array, from: number, to: number): CpuSteps<Float32Array> {
  if (from === to) return samples;
  const source = from > to ? yield* lowPass(samples, Math.round(from / to)) : samples;
  const length = Math.floor((samples.length * to) / from);
  const out = new Float32Array(length);
  const step = from / to;
  for (let i = 0; i < length; i += 1) {
    if (checkpoint(i)) yield;
    const position = i * step;
    const left = Math.floor(position);
    const right = Math.min(left + 1, source.length - 1);
    const fraction = position - left;
    out[i] = source[left]! * (1 - fraction) + source[right]! * fraction;
  }
  return out;
}

function* lowPass(samples: Float32Array, width: number): CpuSteps<Float32Array> {
  if (width <= 1) return samples;
  const out = new Float32Array(samples.length);
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    if (checkpoint(i)) yield;
    sum += samples[i]!;
    if (i >= width) sum -= samples[i - width]!;
    out[i] = sum / Math.min(i + 1, width);
  }
  return out;
}

/** A 16-bit mono PCM WAV file of the samples. */
export const encodeWav = (samples: Float32Array, sampleRate: number): Buffer =>
  atOnce(encodingWav(samples, sampleRate));

/** `encodeWav`, in steps. */
export function* encodingWav(samples: Float32Array, sampleRate: number): CpuSteps<Buffer> {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i += 1) {
    if (checkpoint(i)) yield;
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
