import { createHash } from 'node:crypto';

/**
 * What identity stores instead of a token, and what `identity.sessions.changed` names an ended
 * session by: its SHA-256, hex (the token has enough entropy for a fast hash). The gateway's
 * session cache keys its entries the same way, so one function serves both.
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
