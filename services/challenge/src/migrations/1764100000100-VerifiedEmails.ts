import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The accounts whose e-mail identity has verified (from `identity.user.registered.v1` with
 * `emailVerified`, and `identity.user.email-verified.v1`): a payment by that e-mail joins the
 * account at once. An unverified account gets nothing by e-mail.
 */
export class VerifiedEmails1764100000100 implements MigrationInterface {
  name = 'VerifiedEmails1764100000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE verified_emails (
        email       varchar(254) PRIMARY KEY,
        user_id     integer NOT NULL,
        verified_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE verified_emails`);
  }
}
