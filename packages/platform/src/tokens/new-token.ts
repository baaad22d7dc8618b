import { randomBytes } from 'node:crypto';

/** How many random bytes a token carries, and so its length in base64url (no padding): 43 characters. */
const TOKEN_BYTES = 32;
const ISSUED_LENGTH = Math.ceil((TOKEN_BYTES * 4) / 3);
const ISSUED_SHAPE = /^[A-Za-z0-9_-]+$/;

/** A fresh opaque token: 256 random bits, base64url (a session, a mailed link). Store only its hash. */
export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * Whether `value` has the shape of a token newToken issues (43 base64url characters). One of any
 * other shape names nothing that was ever issued, so it is refused without a lookup.
 */
export const isIssuedTokenShape = (value: string): boolean =>
  value.length === ISSUED_LENGTH && ISSUED_SHAPE.test(value);
