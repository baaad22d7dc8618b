import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The check-in e-mails sent: one per member and edition, enforced by the key (a second scan finds it and sends nothing). */
export class SurveyInvitations1765100000300 implements MigrationInterface {
  name = 'SurveyInvitations1765100000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE survey_invitations (
        user_id integer NOT NULL,
        edition integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, edition)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE survey_invitations`);
  }
}
