import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The trainer's moderation: hidden posts, members' reports (one per member and post), mutes. */
export class Moderation1766900000600 implements MigrationInterface {
  name = 'Moderation1766900000600';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE posts ADD COLUMN hidden boolean NOT NULL DEFAULT false`);
    await db.query(`
      CREATE TABLE reports (
        post_id    uuid NOT NULL REFERENCES posts(id),
        user_id    integer NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (post_id, user_id)
      )`);
    await db.query(`
      CREATE TABLE mutes (
        user_id     integer PRIMARY KEY,
        muted_until timestamptz NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE mutes`);
    await db.query(`DROP TABLE reports`);
    await db.query(`ALTER TABLE posts DROP COLUMN hidden`);
  }
}
