import { Injectable } from '@nestjs/common';
import { UploadStash } from '@reto/platform';
import { VoiceConstants, type TranscriptionDto } from '@reto/contracts';
import { inspectAudio } from '../audio/audio-format.js';
import { VoiceProviders } from '../providers/voice-providers.service.js';
import { VoiceErrors } from '../voice.errors.js';

/**
 * `POST /api/transcribe-audio`: takes the recording the gateway stashed, checks it again by its
 * bytes (kind, 10 MB, 60 s) and hands it to the transcriber. The audio is never logged or kept.
 */
@Injectable()
export class TranscriptionService {
  constructor(
    private readonly stash: UploadStash,
    private readonly providers: VoiceProviders,
  ) {}

  async transcribe(audioKey: string, callerKey: string): Promise<TranscriptionDto> {
    const audio = await this.stash.take(audioKey);
    if (!audio) throw VoiceErrors.audioGone();
    if (audio.length > VoiceConstants.maxAudioBytes) {
      throw VoiceErrors.audioTooLarge();
    }
    const info = inspectAudio(audio);
    if (!info) throw VoiceErrors.audioNotAudio();
    if (info.seconds > VoiceConstants.maxAudioSeconds) {
      throw VoiceErrors.audioTooLong();
    }
    const transcriber = await this.providers.transcriber(callerKey);
    return { text: await transcriber.transcribe(audio, info) };
  }
}
