import { hash } from 'node:crypto';

/**
 * What identity stores instead of a token, and what `identity.sessions.changed` names an ended
 * session by: its SHA-256, hex (the token has enough entropy for a fast hash). The gateway's
 * session cache keys its entries the same way, so one function serves both. Node's one-shot
 * `crypto.hash` (no Hash object per call): it is on every request's path.
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');
