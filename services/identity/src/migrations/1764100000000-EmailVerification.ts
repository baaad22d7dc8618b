import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail verification: `email_verified_at` on users (access attached by e-mail waits for
 * it) and the one-time token kind `verify` of the link e-mailed at registration. Accounts made
 * before stay unverified: what they already hold stays theirs; anything new by e-mail waits.
 */
export class EmailVerification1764100000000 implements MigrationInterface {
  name = 'EmailVerification1764100000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz`);
    await db.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check`);
    await db.query(`ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
      CHECK (kind IN ('reset', 'emergency', 'magic', 'verify'))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM one_time_tokens WHERE kind = 'verify'`);
    await db.query(`ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_kind_check`);
    await db.query(`ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_kind_check
      CHECK (kind IN ('reset', 'emergency', 'magic'))`);
    await db.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}
