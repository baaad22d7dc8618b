import { z } from 'zod';
import { MemberSchema } from './challenge.js';

/**
 * The voice coach (spec 2 sections 2.11, 2.12, 7 and 8; DECISIONS.md 4 "Voice"). The gateway checks
 * the upload, stashes the audio (UploadStash, the NATS payload is 1 MB at most) and sends the key;
 * the voice service answers synthesised speech the same way back (it puts, the gateway takes).
 */
export const VoiceSubjects = {
  transcribe: 'voice.audio.transcribe',
  converse: 'voice.conversation.reply',
  speak: 'voice.speech.synthesize',
} as const;

/** The numbers of the voice paths (DECISIONS.md 3: voice audio at most 10 MB / 60 s). */
export const VoiceConstants = {
  maxAudioBytes: 10 * 1024 * 1024,
  maxAudioSeconds: 60,
  maxMessageChars: 1000,
  maxSpeechChars: 1000,
} as const;

export const VoiceMessages = {
  messageRequired: 'Escribe tu pregunta para Emilio.',
  messageTooLong: 'La pregunta puede tener como máximo 1000 caracteres.',
  textRequired: 'No hay texto para leer en voz alta.',
  textTooLong: 'El texto puede tener como máximo 1000 caracteres.',
  audioRequired: 'Envía una grabación de audio en el campo "audio".',
  audioTooLarge: 'La grabación puede pesar como máximo 10 MB.',
  audioTooLong: 'La grabación puede durar como máximo 60 segundos.',
  audioNotAudio: 'El archivo no es un audio válido (WebM, Ogg o WAV).',
  audioGone: 'La grabación ya no está disponible. Vuelve a grabar tu pregunta.',
  transcriptionUnavailable: 'El reconocimiento de voz no está disponible ahora. Escribe tu pregunta.',
  chatUnavailable: 'Emilio no puede responder en este momento. Inténtalo de nuevo en unos segundos.',
  speechUnavailable: 'La voz de Emilio no está disponible ahora; la respuesta se muestra como texto.',
} as const;

export const VoiceErrorCodes = {
  audioTooLarge: 'audio_too_large',
  audioTooLong: 'audio_too_long',
  audioInvalid: 'audio_invalid',
  providerUnavailable: 'voice_provider_unavailable',
} as const;

/** The audio kinds accepted, told from their bytes (never from the client's Content-Type). */
export const AUDIO_KINDS = ['webm', 'ogg', 'wav'] as const;
export type AudioKind = (typeof AUDIO_KINDS)[number];

/** Who asks: the signed-in member (facts from the session, never from the client) or a visitor (null). */
const Asker = {
  member: MemberSchema.nullable().default(null),
  /** Counts the daily provider cap and the rate limits: `member:<id>` or `visitor:<hash of the address>`. */
  callerKey: z.string().min(1).max(100),
};

/** 1 to `max` characters after trimming (a NUL character is refused before, by `parseWith`). */
const voiceText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const MessageSchema = z.object({
  message: voiceText(VoiceMessages.messageRequired, VoiceMessages.messageTooLong, VoiceConstants.maxMessageChars),
});

export const SpeechTextSchema = z.object({
  text: voiceText(VoiceMessages.textRequired, VoiceMessages.textTooLong, VoiceConstants.maxSpeechChars),
});

export const TranscribeRequestSchema = z.object({
  ...Asker,
  audioKey: z.string().regex(/^[0-9a-f]{32}$/),
});
export type TranscribeRequest = z.input<typeof TranscribeRequestSchema>;

export const ConverseRequestSchema = MessageSchema.extend({
  ...Asker,
  /** The visitor's country (from the gateway's trusted header or GeoIP), for the localised price. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .default(null),
});
export type ConverseRequest = z.input<typeof ConverseRequestSchema>;

export const SpeakRequestSchema = SpeechTextSchema.extend(Asker);
export type SpeakRequest = z.input<typeof SpeakRequestSchema>;

/** `POST /api/transcribe-audio`: the words heard ('' when nothing the coach knows was recognised). */
export interface TranscriptionDto {
  text: string;
}

/** A topic the coach offers when it could not place a question: its name and the question to ask it with. */
export interface CoachSuggestion {
  label: string;
  question: string;
}

/** `POST /api/gemma-conversation`; `suggestions` are the two closest topics when the coach could not place the question. */
export interface ConversationDto {
  response: string;
  success: boolean;
  suggestions: CoachSuggestion[];
}

/** The synthesised speech, left in the upload stash under `audioKey` for the gateway to take. */
export interface SpeechDto {
  audioKey: string;
  contentType: string;
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The kind of an upload from its first bytes (RIFF/WAVE, OggS, EBML), never from a name or a Content-Type. */
export function audioKindOf(bytes: Uint8Array): AudioKind | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  return null;
}
