import { inspectAudio } from './audio-format.js';
import { decodeWav, encodeWav, resample } from './pcm.js';

const sized = (id: number[], body: Buffer) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, body]);
};
const unknownSize = (id: number[], body: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), body]);
const uint = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};
const simpleBlock = (relative: number) => {
  const body = Buffer.alloc(4 + 20);
  body[0] = 0x81; // track 1
  body.writeInt16BE(relative, 1);
  return sized([0xa3], body);
};

/** A MediaRecorder-like WebM: no Duration, a Segment and Clusters of unknown size, times in ms. */
function webm(clusters: Array<[number, number[]]>): Buffer {
  const header = sized([0x1a, 0x45, 0xdf, 0xa3], sized([0x42, 0x82], Buffer.from('webm')));
  const info = sized([0x15, 0x49, 0xa9, 0x66], sized([0x2a, 0xd7, 0xb1], uint(1_000_000)));
  const body = clusters.map(([timecode, blocks]) =>
    unknownSize([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([sized([0xe7], uint(timecode)), ...blocks.map(simpleBlock)])),
  );
  return Buffer.concat([header, unknownSize([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, ...body]))]);
}

/** An Ogg Opus stream of two pages: the OpusHead page, and a last page with its granule position (48 kHz). */
function oggOpus(seconds: number): Buffer {
  const page = (granule: bigint, payload: Buffer) => {
    const head = Buffer.alloc(27 + 1);
    head.write('OggS', 0, 'latin1');
    head.writeBigUInt64LE(granule, 6);
    head[26] = 1;
    head[27] = payload.length;
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([page(0n, Buffer.from('OpusHead\x01\x01')), page(BigInt(seconds * 48_000), Buffer.alloc(40))]);
}

describe('inspectAudio: the kind and the length of an upload, from its bytes', () => {
  it('reads a WAV header (any rate and channels)', () => {
    const wav = encodeWav(new Float32Array(16_000 * 3), 16_000);
    expect(inspectAudio(wav)).toEqual({ kind: 'wav', seconds: 3, contentType: 'audio/wav' });
  });

  it('reads a MediaRecorder WebM without a Duration from its last block', () => {
    expect(
      inspectAudio(
        webm([
          [0, [0, 20, 40]],
          [5_000, [0, 980]],
        ]),
      ),
    ).toMatchObject({ kind: 'webm', seconds: 5.98 });
    expect(
      inspectAudio(
        webm([
          [0, [0]],
          [61_000, [0]],
        ]),
      )?.seconds,
    ).toBe(61);
  });

  it('reads an Ogg Opus stream from its last granule position', () => {
    expect(inspectAudio(oggOpus(12))).toEqual({ kind: 'ogg', seconds: 12, contentType: 'audio/ogg' });
  });

  it('refuses what is not audio, whatever it is called', () => {
    expect(inspectAudio(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(inspectAudio(Buffer.from('hola, esto no es audio'))).toBeNull();
    expect(inspectAudio(Buffer.from('RIFF\0\0\0\0WAVEjunk'))).toBeNull();
  });
});

describe('PCM for the offline recogniser', () => {
  it('decodes a WAV to mono floats and resamples 22 050 Hz (espeak-ng) to 16 kHz', () => {
    const tone = Float32Array.from({ length: 22_050 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 22_050));
    const decoded = decodeWav(encodeWav(tone, 22_050))!;
    expect(decoded.sampleRate).toBe(22_050);
    expect(decoded.samples[100]).toBeCloseTo(tone[100]!, 3);
    const resampled = resample(decoded.samples, 22_050, 16_000);
    expect(resampled.length).toBe(16_000);
    expect(Math.max(...resampled)).toBeGreaterThan(0.4);
  });
});
