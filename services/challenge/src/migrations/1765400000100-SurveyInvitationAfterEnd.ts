import { EDITION_CALENDAR } from '@reto/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The check-in e-mail goes twice at most per member and edition: once during the edition's last
 * days and once after its end (`after_end`), each enforced by the key. An e-mail sent before this
 * on a UTC day after its edition's last one was the after-the-end one (the first scan after the end
 * of a member who got none before), so a second one does not follow it.
 */
export class SurveyInvitationAfterEnd1765400000100 implements MigrationInterface {
  name = 'SurveyInvitationAfterEnd1765400000100';

  async up(db: QueryRunner): Promise<void> {
    const { anchorDate, anchorEdition, days } = EDITION_CALENDAR;
    await db.query(`ALTER TABLE survey_invitations ADD COLUMN after_end boolean NOT NULL DEFAULT false`);
    await db.query(
      `UPDATE survey_invitations SET after_end = true
        WHERE (sent_at AT TIME ZONE 'UTC')::date >= $1::date + (edition - $2 + 1) * $3`,
      [anchorDate, anchorEdition, days],
    );
    await db.query(`ALTER TABLE survey_invitations DROP CONSTRAINT survey_invitations_pkey`);
    await db.query(`ALTER TABLE survey_invitations ADD PRIMARY KEY (user_id, edition, after_end)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DELETE FROM survey_invitations a USING survey_invitations b
                     WHERE a.after_end AND NOT b.after_end AND a.user_id = b.user_id AND a.edition = b.edition`);
    await db.query(`ALTER TABLE survey_invitations DROP CONSTRAINT survey_invitations_pkey`);
    await db.query(`ALTER TABLE survey_invitations DROP COLUMN after_end`);
    await db.query(`ALTER TABLE survey_invitations ADD PRIMARY KEY (user_id, edition)`);
  }
}
