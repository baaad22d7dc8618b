import { Injectable } from '@nestjs/common';
import { UploadStash } from '@reto/platform';
import type { SpeechDto } from '@reto/contracts';
import { VoiceProviders } from '../providers/voice-providers.service.js';

/**
 * `POST /api/elevenlabs-speak`: Emilio's voice. The audio can exceed a NATS message (1 MB), so it
 * goes back through the upload stash: this service puts it, the gateway takes it (once).
 */
@Injectable()
export class SpeechService {
  constructor(
    private readonly providers: VoiceProviders,
    private readonly stash: UploadStash,
  ) {}

  async speak(text: string, callerKey: string): Promise<SpeechDto> {
    const voice = await this.providers.speech(callerKey);
    const { bytes, contentType } = await voice.synthesize(text);
    return { audioKey: await this.stash.put(bytes), contentType };
  }
}
