import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TOKEN_BYTES } from '../identity.constants.js';

/** A fresh opaque token: 256 random bits, base64url. */
export const newToken = (): string => randomBytes(SESSION_TOKEN_BYTES).toString('base64url');

/** What is stored instead of a token: its SHA-256 (the token has enough entropy for a fast hash). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
