import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity and access: hasPaid as a projection (`paid_until`), session kinds with idle lifetimes,
 * the pre-approved list, and one-time tokens (password reset, emergency and magic sign-in links).
 */
export class IdentityAccess1763800000000 implements MigrationInterface {
  name = 'IdentityAccess1763800000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN paid_until timestamptz`);
    await db.query(`ALTER TABLE users DROP COLUMN has_paid`);
    await db.query(`ALTER TABLE sessions ADD COLUMN kind varchar(10) NOT NULL DEFAULT 'web'
      CHECK (kind IN ('web', 'bearer', 'device'))`);
    await db.query(`ALTER TABLE sessions ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`);
    await db.query(`ALTER TABLE sessions ADD COLUMN idle_ttl_ms bigint NOT NULL DEFAULT 604800000`);
    await db.query(`ALTER TABLE sessions ADD COLUMN device_id varchar(200)`);
    await db.query(`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`);
    await db.query(`
      CREATE TABLE pre_approved_emails (
        email      varchar(254) PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE one_time_tokens (
        id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind        varchar(10) NOT NULL CHECK (kind IN ('reset', 'emergency', 'magic')),
        user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash  char(64) NOT NULL UNIQUE,
        created_at  timestamptz NOT NULL DEFAULT now(),
        expires_at  timestamptz NOT NULL,
        used_at     timestamptz
      )`);
    await db.query(`CREATE INDEX one_time_tokens_expires_at_idx ON one_time_tokens (expires_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE one_time_tokens`);
    await db.query(`DROP TABLE pre_approved_emails`);
    await db.query(`DROP INDEX sessions_expires_at_idx`);
    await db.query(`ALTER TABLE sessions DROP COLUMN device_id`);
    await db.query(`ALTER TABLE sessions DROP COLUMN idle_ttl_ms`);
    await db.query(`ALTER TABLE sessions DROP COLUMN last_used_at`);
    await db.query(`ALTER TABLE sessions DROP COLUMN kind`);
    await db.query(`ALTER TABLE users ADD COLUMN has_paid boolean NOT NULL DEFAULT false`);
    await db.query(`ALTER TABLE users DROP COLUMN paid_until`);
  }
}
