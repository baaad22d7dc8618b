import { sqlMigration } from '@reto/platform';

/**
 * Identity and access: hasPaid as a projection (`paid_until`), session kinds with idle lifetimes,
 * the pre-approved list, and one-time tokens (password reset, emergency and magic sign-in links).
 */
export const IdentityAccess1763800000000 = sqlMigration('IdentityAccess', 1763800000000, {
  up: [
    `ALTER TABLE users ADD COLUMN paid_until timestamptz`,
    `ALTER TABLE users DROP COLUMN has_paid`,
    `ALTER TABLE sessions ADD COLUMN kind varchar(10) NOT NULL DEFAULT 'web'
          CHECK (kind IN ('web', 'bearer', 'device'))`,
    `ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`,
    `ALTER TABLE sessions ADD COLUMN idle_ttl_ms bigint NOT NULL DEFAULT 604800000`,
    `ALTER TABLE sessions ADD COLUMN device_id varchar(200)`,
    `CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`,
    `CREATE TABLE pre_approved_emails (
      email      varchar(254) PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE one_time_tokens (
      id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind        varchar(10) NOT NULL CHECK (kind IN ('reset', 'emergency', 'magic')),
      user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      token_hash  char(64) NOT NULL UNIQUE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      expires_at  timestamptz NOT NULL,
      used_at     timestamptz
    )`,
    `CREATE INDEX one_time_tokens_expires_at_idx ON one_time_tokens (expires_at)`,
  ],
  down: [
    `DROP TABLE one_time_tokens`,
    `DROP TABLE pre_approved_emails`,
    `DROP INDEX sessions_expires_at_idx`,
    `ALTER TABLE sessions DROP COLUMN device_id`,
    `ALTER TABLE sessions DROP COLUMN idle_ttl_ms`,
    `ALTER TABLE sessions DROP COLUMN last_used_at`,
    `ALTER TABLE sessions DROP COLUMN kind`,
    `ALTER TABLE users ADD COLUMN has_paid boolean NOT NULL DEFAULT false`,
    `ALTER TABLE users DROP COLUMN paid_until`,
  ],
});
