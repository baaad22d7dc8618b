import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrator's second factor: one row per account that set one up. `secret` is
 * the TOTP key in use (null until the first code confirms it), `pending_secret` the one shown as a
 * QR code and not yet confirmed, `last_step` the 30-second step of the last code accepted (a code is
 * good once), `recovery_hashes` the SHA-256 of each recovery code not yet used.
 */
export class SecondFactor1764300000000 implements MigrationInterface {
  name = 'SecondFactor1764300000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE second_factors (
      user_id         integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      secret          text,
      pending_secret  text,
      last_step       bigint,
      recovery_hashes text[] NOT NULL DEFAULT '{}',
      enabled_at      timestamptz,
      updated_at      timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE second_factors`);
  }
}
