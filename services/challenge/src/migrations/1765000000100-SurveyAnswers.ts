import { sqlMigration } from '@reto/platform';

/** The satisfaction check-in's answers: one per member and edition, enforced by the key. */
export const SurveyAnswers1765000000100 = sqlMigration('SurveyAnswers', 1765000000100, {
  up: [
    `CREATE TABLE survey_answers (
      user_id      integer NOT NULL,
      edition      integer NOT NULL,
      satisfaction smallint NOT NULL CHECK (satisfaction BETWEEN 1 AND 5),
      recommend    boolean NOT NULL,
      answered_at  timestamptz NOT NULL,
      PRIMARY KEY (user_id, edition)
    )`,
  ],
  down: [`DROP TABLE survey_answers`],
});
