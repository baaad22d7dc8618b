import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The satisfaction check-in's answers as challenge publishes them: one per member and edition (the key). */
export class InsightSurvey1765000000200 implements MigrationInterface {
  name = 'InsightSurvey1765000000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_survey (
        edition      integer NOT NULL,
        user_id      integer NOT NULL,
        satisfaction smallint NOT NULL,
        recommend    boolean NOT NULL,
        PRIMARY KEY (edition, user_id)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_survey`);
  }
}
