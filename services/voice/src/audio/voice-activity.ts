import { atOnce, type CpuSteps } from '@reto/platform';

/**
 * Whether a recording holds speech at all, before any recognition: a recogniser asked to place
 * noise, music or silence in its grammar picks the nearest phrase ("hola"). Speech is loud enough
 * (energy), voiced (a periodic source at a human pitch, 70-400 Hz, which noise is not) and voiced
 * in syllables: short runs whose pitch glides, where music holds long, steady notes.
 */
export interface VoiceActivityThresholds {
  /** A frame quieter than this (RMS, dB below full scale) is silence. */
  minFrameDb: number;
  /** Normalised autocorrelation peak, in the pitch range, above which a frame is voiced. */
  minVoicing: number;
  /** Voiced speech in total, at least (ms). */
  minVoicedMs: number;
  /** Share of the voiced frames that may lie in runs longer than `maxRunMs` (held notes). */
  maxLongRunShare: number;
  maxRunMs: number;
  /** Share of consecutive voiced frames at exactly the same pitch period (a held note), at most. */
  maxSameLagShare: number;
}

export const VOICE_ACTIVITY_THRESHOLDS: VoiceActivityThresholds = {
  minFrameDb: -50,
  minVoicing: 0.45,
  minVoicedMs: 60,
  maxLongRunShare: 0.8,
  maxRunMs: 700,
  maxSameLagShare: 0.7,
};

const FRAME_MS = 20;

export interface VoiceActivity {
  /** Share of consecutive voiced frames at the same pitch period. */
  sameLagShare: number;
  /** Voiced speech in total (ms). */
  voicedMs: number;
  /** Share of the voiced frames in runs longer than `maxRunMs`. */
  longRunShare: number;
  speech: boolean;
  /** From the first voiced syllable's start to the last one's end (ms), or null when nothing is voiced. */
  voicedSpan: { startMs: number; endMs: number } | null;
}

/** The lag (in samples) of the strongest periodicity in the pitch range, and its normalised strength. */
function periodicity(frame: Float32Array, sampleRate: number): { lag: number; strength: number } {
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.min(Math.ceil(sampleRate / 70), frame.length - 1);
  let best = { lag: 0, strength: 0 };
  for (let lag = minLag; lag <= maxLag; lag += 1) {
    let cross = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i + lag < frame.length; i += 1) {
      cross += frame[i]! * frame[i + lag]!;
      a += frame[i]! * frame[i]!;
      b += frame[i + lag]! * frame[i + lag]!;
    }
    const strength = a > 0 && b > 0 ? cross / Math.sqrt(a * b) : 0;
    if (strength > best.strength) best = { lag, strength };
  }
  return best;
}

/** Reads a recording (mono floats in [-1, 1]) frame by frame and says whether it is speech. */
export const voiceActivity = (
  samples: Float32Array,
  sampleRate: number,
  thresholds: VoiceActivityThresholds = VOICE_ACTIVITY_THRESHOLDS,
): VoiceActivity => atOnce(readingVoiceActivity(samples, sampleRate, thresholds));

/** `voiceActivity`, a step per frame (`inSlices` runs them without holding the event loop). */
export function* readingVoiceActivity(
  samples: Float32Array,
  sampleRate: number,
  thresholds: VoiceActivityThresholds = VOICE_ACTIVITY_THRESHOLDS,
): CpuSteps<VoiceActivity> {
  // Frames of 40 ms (two pitch periods at 70 Hz) every 20 ms.
  const hop = Math.round((sampleRate * FRAME_MS) / 1000);
  const size = hop * 2;
  const voiced: Array<number | null> = [];
  for (let start = 0; start + size <= samples.length; start += hop) {
    yield;
    const frame = samples.subarray(start, start + size);
    let energy = 0;
    for (const sample of frame) energy += sample * sample;
    const db = 10 * Math.log10(energy / frame.length + 1e-12);
    if (db < thresholds.minFrameDb) {
      voiced.push(null);
      continue;
    }
    // Pre-emphasised (first difference): noise whose energy sits in the lowest frequencies (brown
    // noise, rumble) correlates with itself at every lag; a voice stays periodic.
    const emphasised = frame.map((sample, i) => (i === 0 ? 0 : sample - 0.97 * frame[i - 1]!));
    const { lag, strength } = periodicity(emphasised, sampleRate);
    voiced.push(strength >= thresholds.minVoicing ? lag : null);
  }
  const runs: number[][] = [];
  let run: number[] = [];
  let firstMs: number | null = null;
  let lastMs = 0;
  for (const [index, lag] of [...voiced, null].entries()) {
    if (lag === null) {
      if (run.length > 1) {
        runs.push(run);
        // A run of frames `index - run.length` to `index - 1`, each 2 hops long.
        firstMs ??= (index - run.length) * FRAME_MS;
        lastMs = (index + 1) * FRAME_MS;
      }
      run = [];
    } else run.push(lag);
  }
  const voicedFrames = runs.reduce((sum, lags) => sum + lags.length, 0);
  const maxRunFrames = thresholds.maxRunMs / FRAME_MS;
  const inLongRuns = runs.filter((lags) => lags.length > maxRunFrames).reduce((sum, lags) => sum + lags.length, 0);
  const voicedMs = voicedFrames * FRAME_MS;
  const longRunShare = voicedFrames ? inLongRuns / voicedFrames : 0;
  let pairs = 0;
  let same = 0;
  for (const lags of runs)
    for (let i = 1; i < lags.length; i += 1) {
      pairs += 1;
      if (Math.abs(lags[i]! - lags[i - 1]!) <= 0) same += 1;
    }
  const sameLagShare = pairs ? same / pairs : 0;
  return {
    sameLagShare,
    voicedMs,
    longRunShare,
    voicedSpan: firstMs === null ? null : { startMs: firstMs, endMs: lastMs },
    speech:
      voicedMs >= thresholds.minVoicedMs &&
      longRunShare <= thresholds.maxLongRunShare &&
      sameLagShare <= thresholds.maxSameLagShare,
  };
}
