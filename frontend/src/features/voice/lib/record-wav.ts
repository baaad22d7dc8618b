/** The recogniser's rate (spec 2 section 7: recordings at 16 kHz). */
export const RECORDING_SAMPLE_RATE = 16_000;
/** The longest question the server accepts (DECISIONS.md 3). */
export const MAX_RECORDING_MS = 60_000;

/** The microphone at 16 kHz, mono, with echo cancellation and noise suppression. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: {
    sampleRate: RECORDING_SAMPLE_RATE,
    channelCount: 1,
    echoCancellation: true,
    noiseSuppression: true,
  },
};

export const recorderMimeType = (): string | undefined =>
  ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/webm'].find((type) => MediaRecorder.isTypeSupported(type));

/** 16-bit mono PCM WAV of the samples. */
export function encodeWav(samples: Float32Array, sampleRate: number): Blob {
  const view = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, sample)) * 0x7fff, true));
  return new Blob([view], { type: 'audio/wav' });
}

/**
 * The MediaRecorder's recording (WebM/Opus) as a 16 kHz mono WAV, decoded and resampled by the
 * browser, so the offline recogniser on the server reads it without a decoder of its own. Where
 * the browser cannot decode it, the recording goes as it is.
 */
export async function toRecognisableAudio(recording: Blob): Promise<Blob> {
  try {
    const context = new AudioContext();
    const decoded = await context.decodeAudioData(await recording.arrayBuffer()).finally(() => void context.close());
    const frames = Math.max(1, Math.ceil(decoded.duration * RECORDING_SAMPLE_RATE));
    const offline = new OfflineAudioContext(1, frames, RECORDING_SAMPLE_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return encodeWav(rendered.getChannelData(0), RECORDING_SAMPLE_RATE);
  } catch {
    return recording;
  }
}
