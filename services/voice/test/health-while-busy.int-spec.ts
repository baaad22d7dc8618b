import { healthPingSubject, VoiceSubjects, type HealthPingReply, type TranscriptionDto } from '@reto/contracts';
import { UploadStash } from '@reto/platform';
import { startServiceUnderTest, until, type StatelessServiceUnderTest } from '@reto/platform/testing';
import { Redis } from 'ioredis';
import { encodeWav } from '../src/audio/pcm.js';
import { VOICE_CONFIG, type VoiceConfig } from '../src/voice.config.js';

/**
 * The gateway asks every service's health ping with a short timeout: a ping that waits behind a
 * transcription makes voice look down. A minute of loud noise is the longest recording the service
 * takes (seconds of resampling and voice-activity arithmetic before any recogniser runs); while
 * voice works on it, its ping keeps answering. At 8 kHz the recording is small, so voice has it in
 * hand (and is busy with it) almost as soon as it has taken it from the stash.
 */
let voice: StatelessServiceUnderTest;
let uploads: Redis;

beforeAll(async () => {
  voice = await startServiceUnderTest(
    { service: 'voice' },
    async () => (await import('../src/app.module.js')).AppModule,
  );
  const config = voice.app.get<symbol, VoiceConfig>(VOICE_CONFIG);
  uploads = new Redis(config.REDIS_URL, { keyPrefix: `${config.REDIS_PREFIX}:uploads:` });
}, 60_000);

afterAll(async () => {
  uploads?.disconnect();
  await voice?.close();
});

/** `seconds` of loud white noise, 8 kHz mono: the voice check frames every bit of it. */
function loudNoise(seconds: number): Buffer {
  const samples = new Float32Array(seconds * 8_000);
  let seed = 7;
  for (let i = 0; i < samples.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    samples[i] = (seed / 2 ** 30 - 1) * 0.8;
  }
  return encodeWav(samples, 8_000);
}

describe('the health ping while the service does its heaviest work', () => {
  it('voice answers its ping again and again while it is transcribing a minute of audio', async () => {
    const audioKey = await voice.app.get(UploadStash, { strict: false }).put(loudNoise(60));
    let transcribed = false;
    const transcription = voice.rpc
      .request<TranscriptionDto>(
        VoiceSubjects.transcribe,
        { audioKey, callerKey: 'visitor:busy' },
        { timeoutMs: 60_000 },
      )
      .finally(() => (transcribed = true));
    // From here on the service holds the recording: all that is left is the work on it.
    await until(async () => (await uploads.exists(audioKey)) === 0, {
      intervalMs: 1,
      what: 'voice to take the recording',
    });
    let answeredWhileBusy = 0;
    while (!transcribed) {
      const ping = await voice.rpc.request<HealthPingReply>(healthPingSubject('voice'), {}, { timeoutMs: 60_000 });
      expect(ping.status).toBe('ok');
      if (!transcribed) answeredWhileBusy += 1;
    }
    expect(await transcription).toEqual({ text: '' });
    expect(answeredWhileBusy).toBeGreaterThanOrEqual(10);
  });
});
