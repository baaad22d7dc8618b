import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The settings' "Comunidad" switch: a Web Push for a reply in the group or the coach's message (on by default). */
export class CommunityPush1765000000400 implements MigrationInterface {
  name = 'CommunityPush1765000000400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reminder_settings ADD COLUMN community boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE reminder_settings DROP COLUMN community`);
  }
}
