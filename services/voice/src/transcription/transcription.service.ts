import { Injectable } from '@nestjs/common';
import { ErrorCodes, VoiceConstants, VoiceErrorCodes, VoiceMessages, type TranscriptionDto } from '@reto/contracts';
import { DomainError } from '@reto/platform';
import { inspectAudio } from '../audio/audio-format.js';
import { VoiceProviders } from '../providers/voice-providers.js';
import { VoiceRedis } from '../voice.redis.js';

/**
 * `POST /api/transcribe-audio`: takes the recording the gateway stashed, checks it again by its
 * bytes (kind, 10 MB, 60 s) and hands it to the transcriber. The audio is never logged or kept.
 */
@Injectable()
export class TranscriptionService {
  constructor(
    private readonly store: VoiceRedis,
    private readonly providers: VoiceProviders,
  ) {}

  async transcribe(audioKey: string, callerKey: string): Promise<TranscriptionDto> {
    const audio = await this.store.stash.take(audioKey);
    if (!audio) throw new DomainError({ status: 400, code: ErrorCodes.validation, message: VoiceMessages.audioGone });
    if (audio.length > VoiceConstants.maxAudioBytes) {
      throw new DomainError({ status: 413, code: VoiceErrorCodes.audioTooLarge, message: VoiceMessages.audioTooLarge });
    }
    const info = inspectAudio(audio);
    if (!info)
      throw new DomainError({ status: 415, code: VoiceErrorCodes.audioInvalid, message: VoiceMessages.audioNotAudio });
    if (info.seconds > VoiceConstants.maxAudioSeconds) {
      throw new DomainError({ status: 413, code: VoiceErrorCodes.audioTooLong, message: VoiceMessages.audioTooLong });
    }
    const transcriber = await this.providers.transcriber(callerKey);
    return { text: await transcriber.transcribe(audio, info) };
  }
}
