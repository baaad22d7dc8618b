import { randomBytes } from 'node:crypto';

/** A fresh opaque token: 256 random bits, base64url (a session, a mailed link). Store only its hash. */
export const newToken = (): string => randomBytes(32).toString('base64url');
