import { loadConfig } from '@reto/platform';
import { z } from 'zod';

/** The gateway's voice settings (validated at boot with the rest of the gateway's). */
export const gatewayVoiceConfigSchema = z.object({
  /** How long the gateway waits for the voice service: above its VOICE_PROVIDER_TIMEOUT_MS, so a hung provider is a 503. */
  VOICE_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
  /** Voice calls (transcribe, conversation, speak) per RATE_LIMIT_WINDOW_SECONDS from one address. */
  VOICE_RATE_LIMIT_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).default(90),
  /** Voice calls per window by one signed-in member. */
  VOICE_RATE_LIMIT_MAX_PER_MEMBER: z.coerce.number().int().min(1).max(100_000).default(60),
  /** How long a recording waits in the upload stash for the voice service. */
  VOICE_UPLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
});
export type GatewayVoiceConfig = z.output<typeof gatewayVoiceConfigSchema>;

export const GATEWAY_VOICE_CONFIG = Symbol('GATEWAY_VOICE_CONFIG');
export const loadGatewayVoiceConfig = () => loadConfig('gateway', gatewayVoiceConfigSchema);
