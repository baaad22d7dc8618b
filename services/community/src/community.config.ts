import { loadConfig, serviceConfigSchema } from '@reto/platform';
import { z } from 'zod';
import { CommunityConstants } from '@reto/contracts/community';

/** The community service's settings: the shared ones, and how many posts a member may write per minute. */
export const communityConfigSchema = serviceConfigSchema('community').extend({
  /** Posts and replies one member may write in the group per minute (every replica counts together). */
  COMMUNITY_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(CommunityConstants.postsPerMinute),
  /** Messages one member may send the coach per minute (every replica counts together). */
  COMMUNITY_MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(CommunityConstants.messagesPerMinute),
});
export type CommunityConfig = z.output<typeof communityConfigSchema>;

export const COMMUNITY_CONFIG = Symbol('COMMUNITY_CONFIG');
export const loadCommunityConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig('community', communityConfigSchema, env);
