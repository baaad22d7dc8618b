import { VoiceErrorCodes, VoiceMessages } from '@reto/contracts';
import { errorCatalogue, invalid } from '@reto/platform';

/** Every refusal of the voice service: its status, code and Spanish message. */
export const VoiceErrors = errorCatalogue({
  audioGone: invalid(VoiceMessages.audioGone),
  audioTooLarge: { status: 413, code: VoiceErrorCodes.audioTooLarge, message: VoiceMessages.audioTooLarge },
  audioNotAudio: { status: 415, code: VoiceErrorCodes.audioInvalid, message: VoiceMessages.audioNotAudio },
  audioTooLong: { status: 413, code: VoiceErrorCodes.audioTooLong, message: VoiceMessages.audioTooLong },
});
