import { sqlMigration } from '@reto/platform';

/** The settings' "Comunidad" switch: a Web Push for a reply in the group or the coach's message (on by default). */
export const CommunityPush1765000000400 = sqlMigration('CommunityPush', 1765000000400, {
  up: [`ALTER TABLE reminder_settings ADD COLUMN community boolean NOT NULL DEFAULT true`],
  down: [`ALTER TABLE reminder_settings DROP COLUMN community`],
});
