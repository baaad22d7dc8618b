import { sqlMigration } from '@reto/platform';

/** The satisfaction check-in's answers as challenge publishes them: one per member and edition (the key). */
export const InsightSurvey1765000000200 = sqlMigration('InsightSurvey', 1765000000200, {
  up: [
    `CREATE TABLE insight_survey (
      edition      integer NOT NULL,
      user_id      integer NOT NULL,
      satisfaction smallint NOT NULL,
      recommend    boolean NOT NULL,
      PRIMARY KEY (edition, user_id)
    )`,
  ],
  down: [`DROP TABLE insight_survey`],
});
