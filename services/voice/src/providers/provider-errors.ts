import { VoiceErrorCodes, VoiceMessages } from '@reto/contracts';
import { DomainError } from '@reto/platform';

export type ProviderKind = 'transcription' | 'chat' | 'speech';

const MESSAGES: Record<ProviderKind, string> = {
  transcription: VoiceMessages.transcriptionUnavailable,
  chat: VoiceMessages.chatUnavailable,
  speech: VoiceMessages.speechUnavailable,
};

/** A provider (or a Debian tool) failed, hung or is missing: a fast 503 in Spanish, and the page falls back. */
export class ProviderUnavailableError extends DomainError {
  constructor(
    readonly kind: ProviderKind,
    readonly reason: string,
  ) {
    super({ status: 503, code: VoiceErrorCodes.providerUnavailable, message: MESSAGES[kind] });
    this.name = 'ProviderUnavailableError';
  }
}
