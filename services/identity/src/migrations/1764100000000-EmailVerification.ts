import { sqlMigration } from '@reto/platform';

/**
 * E-mail verification: `email_verified_at` on users (access attached by e-mail waits for
 * it) and the one-time token kind `verify` of the link e-mailed at registration. Accounts made
 * before stay unverified: what they already hold stays theirs; anything new by e-mail waits.
 */
export const EmailVerification1764100000000 = sqlMigration('EmailVerification', 1764100000000, {
  up: [
    `ALTER TABLE users ADD COLUMN email_verified_at timestamptz`,
    `ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check`,
    `ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
          CHECK (kind IN ('reset', 'emergency', 'magic', 'verify'))`,
  ],
  down: [
    `DELETE FROM one_time_tokens WHERE kind = 'verify'`,
    `ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check`,
    `ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
          CHECK (kind IN ('reset', 'emergency', 'magic'))`,
    `ALTER TABLE users DROP COLUMN email_verified_at`,
  ],
});
