import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The satisfaction check-in's answers: one per member and edition, enforced by the key. */
export class SurveyAnswers1765000000100 implements MigrationInterface {
  name = 'SurveyAnswers1765000000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE survey_answers (
        user_id      integer NOT NULL,
        edition      integer NOT NULL,
        satisfaction smallint NOT NULL CHECK (satisfaction BETWEEN 1 AND 5),
        recommend    boolean NOT NULL,
        answered_at  timestamptz NOT NULL,
        PRIMARY KEY (user_id, edition)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE survey_answers`);
  }
}
