import { sqlMigration } from '@reto/platform';

/** The check-in e-mails sent: one per member and edition, enforced by the key (a second scan finds it and sends nothing). */
export const SurveyInvitations1765100000300 = sqlMigration('SurveyInvitations', 1765100000300, {
  up: [
    `CREATE TABLE survey_invitations (
      user_id integer NOT NULL,
      edition integer NOT NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, edition)
    )`,
  ],
  down: [`DROP TABLE survey_invitations`],
});
