import { audioKindOf, type AudioKind } from '@reto/contracts';

/** What the bytes of an upload say it is: its kind and length (null when it is not audio we read). */
export interface AudioInfo {
  kind: AudioKind;
  seconds: number;
  contentType: string;
}

const CONTENT_TYPES: Record<AudioKind, string> = { webm: 'audio/webm', ogg: 'audio/ogg', wav: 'audio/wav' };

/** Tells WebM, Ogg and WAV apart by their first bytes (never by a name or a Content-Type) and reads their length. */
export function inspectAudio(bytes: Buffer): AudioInfo | null {
  const kind = audioKindOf(bytes);
  if (!kind) return null;
  const seconds = kind === 'wav' ? wavSeconds(bytes) : kind === 'ogg' ? oggSeconds(bytes) : webmSeconds(bytes);
  return seconds === null ? null : { kind, seconds, contentType: CONTENT_TYPES[kind] };
}

export interface WavFormat {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  dataOffset: number;
  dataLength: number;
}

/** The `fmt ` and `data` chunks of a RIFF/WAVE file (a streamed file's oversized data length is clamped). */
export function wavFormat(bytes: Buffer): WavFormat | null {
  let offset = 12;
  let fmt: Omit<WavFormat, 'dataOffset' | 'dataLength'> | null = null;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('latin1', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && body + 16 <= bytes.length) {
      fmt = {
        format: bytes.readUInt16LE(body),
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bitsPerSample: bytes.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      if (!fmt || fmt.channels === 0 || fmt.sampleRate === 0 || fmt.bitsPerSample === 0) return null;
      return { ...fmt, dataOffset: body, dataLength: Math.min(size, bytes.length - body) };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

function wavSeconds(bytes: Buffer): number | null {
  const wav = wavFormat(bytes);
  if (!wav) return null;
  return wav.dataLength / (wav.sampleRate * wav.channels * (wav.bitsPerSample / 8));
}

/** Ogg: the last page's granule position over the stream's rate (Opus always counts at 48 kHz). */
function oggSeconds(bytes: Buffer): number | null {
  const head = bytes.indexOf('OpusHead', 0, 'latin1');
  const vorbis = bytes.indexOf('\x01vorbis', 0, 'latin1');
  const rate = head >= 0 && head < 200 ? 48_000 : vorbis >= 0 && vorbis < 200 ? bytes.readUInt32LE(vorbis + 12) : 0;
  if (!rate) return null;
  const last = bytes.lastIndexOf('OggS', bytes.length - 27, 'latin1');
  if (last < 0) return null;
  const granule = Number(bytes.readBigUInt64LE(last + 6));
  return granule / rate;
}

const EBML = {
  segment: 0x18538067,
  info: 0x1549a966,
  cluster: 0x1f43b675,
  blockGroup: 0xa0,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  block: 0xa1,
} as const;
const MASTERS = new Set<number>([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup]);

/** An EBML variable-length integer at `offset`: its value (null: all ones, "unknown size") and length. */
function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number | null; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = bytes[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value: !keepMarker && allOnes ? null : value, length };
}

/**
 * WebM (MediaRecorder): the Info Duration when written, else the latest block time (cluster
 * timecode + the block's relative timecode), walking the EBML tree; unknown sizes are followed.
 */
function webmSeconds(bytes: Buffer): number | null {
  let scale = 1_000_000;
  let declared: number | null = null;
  let clusterTime = 0;
  let latest = 0;
  let offset = 0;
  while (offset < bytes.length) {
    const id = vint(bytes, offset, true);
    if (!id) break;
    const size = vint(bytes, offset + id.length, false);
    if (!size) break;
    const body = offset + id.length + size.length;
    const end = size.value === null ? bytes.length : Math.min(body + size.value, bytes.length);
    switch (id.value) {
      case EBML.timecodeScale:
        scale = bytes.readUIntBE(body, Math.min(6, end - body));
        break;
      case EBML.duration:
        declared = end - body === 8 ? bytes.readDoubleBE(body) : end - body === 4 ? bytes.readFloatBE(body) : null;
        break;
      case EBML.clusterTimecode:
        clusterTime = bytes.readUIntBE(body, Math.min(6, end - body));
        break;
      case EBML.simpleBlock:
      case EBML.block: {
        const track = vint(bytes, body, false);
        if (track && body + track.length + 2 <= end) {
          latest = Math.max(latest, clusterTime + bytes.readInt16BE(body + track.length));
        }
        break;
      }
    }
    offset = MASTERS.has(id.value ?? 0) ? body : end;
  }
  if (declared !== null && declared > 0) return (declared * scale) / 1e9;
  return (latest * scale) / 1e9;
}
