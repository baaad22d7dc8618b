import { loadConfig, serviceConfigSchema, supportContactSettings } from '@reto/platform';
import { z } from 'zod';
import {
  DEFAULT_DAILY_PROVIDER_CAP,
  DEFAULT_PROVIDER_TIMEOUT_MS,
  DEFAULT_TOOL_TIMEOUT_MS,
  FACTS_CACHE_SECONDS,
  HISTORY_TTL_SECONDS,
} from './voice.constants.js';

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();

/**
 * The voice service's settings. Each provider is optional: without its URL the built-in one answers
 * (pocketsphinx, the NLU coach, espeak-ng). Keys stay on the server and never reach a client or a log.
 * The service is stateless (Redis and NATS): it reads no DATABASE_URL.
 */
export const voiceConfigSchema = serviceConfigSchema('voice', { database: false }).extend({
  /** OpenAI-compatible speech to text (`POST {url}/v1/audio/transcriptions`), e.g. a local whisper server. */
  STT_PROVIDER_URL: optionalUrl,
  STT_PROVIDER_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  /** OpenAI-compatible chat (`POST {url}/v1/chat/completions`), e.g. an Ollama-served Gemma. */
  CHAT_PROVIDER_URL: optionalUrl,
  CHAT_PROVIDER_KEY: z.string().optional(),
  CHAT_MODEL: z.string().default('gemma3'),
  /** ElevenLabs-compatible speech (`POST {url}/v1/text-to-speech/{voice id}`, `xi-api-key`). */
  TTS_PROVIDER_URL: optionalUrl,
  TTS_PROVIDER_KEY: z.string().optional(),
  TTS_VOICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('emilio'),
  /** The speech provider's model. */
  TTS_MODEL: z.string().default('eleven_multilingual_v2'),
  /** A provider slower than this is abandoned (503, the page falls back); keep it below the gateway's VOICE_REQUEST_TIMEOUT_MS. */
  VOICE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(DEFAULT_PROVIDER_TIMEOUT_MS),
  /**
   * An offline tool (pocketsphinx, ffmpeg, espeak-ng) that runs longer than this is stopped (503,
   * the page falls back): a minute's recording is three recognitions at once, at long work's priority.
   */
  VOICE_TOOL_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(DEFAULT_TOOL_TIMEOUT_MS),
  /** Provider calls per member (or visitor address) per UTC day; past it the built-in coach and voices answer. */
  VOICE_DAILY_PROVIDER_CAP: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_DAILY_PROVIDER_CAP),
  /** How long the member's facts (day, unit, streak, plan, price) are reused between questions. */
  VOICE_FACTS_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(FACTS_CACHE_SECONDS),
  /** How long the last turns of a conversation are kept for the chat provider. */
  VOICE_HISTORY_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(HISTORY_TTL_SECONDS),
  /** The support contact the coach gives (SUPPORT_EMAIL, SUPPORT_HOURS), the same settings as the gateway's pages. */
  ...supportContactSettings,
  /** Debian's offline tools (DECISIONS.md 4). */
  ESPEAK_BIN: z.string().default('/usr/bin/espeak-ng'),
  ESPEAK_VOICE: z.string().default('es'),
  POCKETSPHINX_BIN: z.string().default('/usr/bin/pocketsphinx_continuous'),
  POCKETSPHINX_MODEL_DIR: z.string().default('/usr/share/pocketsphinx/model/en-us/en-us'),
  /** Decodes WebM/Ogg for the offline recogniser when present (the page itself sends WAV). */
  FFMPEG_BIN: z.string().default('/usr/bin/ffmpeg'),
});
export type VoiceConfig = z.output<typeof voiceConfigSchema>;

export const VOICE_CONFIG = Symbol('VOICE_CONFIG');
export const loadVoiceConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig('voice', voiceConfigSchema, env);
