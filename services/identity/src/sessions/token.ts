import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_BYTES } from '../identity.constants.js';

/** A fresh opaque token: 256 random bits, base64url. */
export const newToken = (): string => randomBytes(SESSION_TOKEN_BYTES).toString('base64url');
