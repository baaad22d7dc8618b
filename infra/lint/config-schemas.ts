import type { z } from 'zod';
import { gatewayConfigSchema } from '../../gateway/src/gateway.config.js';
import { adminConfigSchema } from '../../services/admin/src/admin.config.js';
import { billingConfigSchema } from '../../services/billing/src/billing.config.js';
import { challengeConfigSchema } from '../../services/challenge/src/challenge.config.js';
import { communityConfigSchema } from '../../services/community/src/community.config.js';
import { identityConfigSchema } from '../../services/identity/src/identity.config.js';
import { reviewsConfigSchema } from '../../services/reviews/src/reviews.config.js';
import { voiceConfigSchema } from '../../services/voice/src/voice.config.js';
import type { APPS } from '../apps.mjs';

/** Each app's configuration schema, from its source, as the app validates its settings at boot. */
export const CONFIG_SCHEMAS: Record<(typeof APPS)[number], z.ZodType> = {
  gateway: gatewayConfigSchema,
  identity: identityConfigSchema,
  challenge: challengeConfigSchema,
  billing: billingConfigSchema,
  reviews: reviewsConfigSchema,
  voice: voiceConfigSchema,
  admin: adminConfigSchema,
  community: communityConfigSchema,
};
