import { sqlMigration } from '@reto/platform';

/**
 * The administrator's second factor: one row per account that set one up. `secret` is
 * the TOTP key in use (null until the first code confirms it), `pending_secret` the one shown as a
 * QR code and not yet confirmed, `last_step` the 30-second step of the last code accepted (a code is
 * good once), `recovery_hashes` the SHA-256 of each recovery code not yet used.
 */
export const SecondFactor1764300000000 = sqlMigration('SecondFactor', 1764300000000, {
  up: [
    `CREATE TABLE second_factors (
          user_id         integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
          secret          text,
          pending_secret  text,
          last_step       bigint,
          recovery_hashes text[] NOT NULL DEFAULT '{}',
          enabled_at      timestamptz,
          updated_at      timestamptz NOT NULL DEFAULT now()
        )`,
  ],
  down: [`DROP TABLE second_factors`],
});
