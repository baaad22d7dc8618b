import type { VoiceConfig } from '../voice.config.js';
import { ESPEAK_WORDS_PER_MINUTE } from '../voice.constants.js';
import { isInstalled, runTool } from './debian-tool.js';
import { callProvider, endpoint, readWithin } from './http-provider.js';
import { ProviderUnavailableError } from './provider-errors.js';

export interface SynthesisedSpeech {
  bytes: Buffer;
  contentType: string;
}

/** Text to speech: audio the browser plays. */
export interface TextToSpeech {
  readonly name: string;
  synthesize(text: string): Promise<SynthesisedSpeech>;
}

/** An ElevenLabs-compatible `/v1/text-to-speech/{voice id}` (key in `xi-api-key`, MP3 back). */
export class ElevenLabsSpeech implements TextToSpeech {
  readonly name = 'elevenlabs';
  constructor(private readonly config: VoiceConfig & { TTS_PROVIDER_URL: string }) {}

  async synthesize(text: string): Promise<SynthesisedSpeech> {
    const response = await callProvider(
      'speech',
      endpoint(this.config.TTS_PROVIDER_URL, `/v1/text-to-speech/${encodeURIComponent(this.config.TTS_VOICE_ID)}`),
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'audio/mpeg',
          ...(this.config.TTS_PROVIDER_KEY ? { 'xi-api-key': this.config.TTS_PROVIDER_KEY } : {}),
        },
        body: JSON.stringify({ text, model_id: this.config.TTS_MODEL }),
      },
      this.config.VOICE_PROVIDER_TIMEOUT_MS,
    );
    const contentType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? 'audio/mpeg';
    const bytes = Buffer.from(await readWithin('speech', response.arrayBuffer()));
    if (!contentType.startsWith('audio/') || bytes.length === 0) {
      throw new ProviderUnavailableError('speech', 'the answer is not audio');
    }
    return { bytes, contentType };
  }
}

/** Debian's espeak-ng, run as a separate process with its Spanish voice: a WAV file. */
export class EspeakSpeech implements TextToSpeech {
  readonly name = 'espeak-ng';
  constructor(private readonly config: VoiceConfig) {}

  async synthesize(text: string): Promise<SynthesisedSpeech> {
    if (!(await isInstalled(this.config.ESPEAK_BIN)))
      throw new ProviderUnavailableError('speech', 'espeak-ng is not installed');
    const args = ['-v', this.config.ESPEAK_VOICE, '-s', String(ESPEAK_WORDS_PER_MINUTE), '--stdin', '--stdout'];
    const bytes = await runTool(this.config.ESPEAK_BIN, args, this.config.VOICE_TOOL_TIMEOUT_MS, text).catch(
      (error: Error) => {
        throw new ProviderUnavailableError('speech', error.message);
      },
    );
    return { bytes, contentType: 'audio/wav' };
  }
}
