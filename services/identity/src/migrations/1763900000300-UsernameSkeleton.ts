import type { MigrationInterface, QueryRunner } from 'typeorm';
import { usernameSkeleton } from '../auth/username-policy.js';

/**
 * The confusable skeleton of every username (auth/username-policy.ts), indexed, so a new name that
 * only looks like an existing one is found and refused. Existing accounts get theirs here.
 */
export class UsernameSkeleton1763900000300 implements MigrationInterface {
  name = 'UsernameSkeleton1763900000300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users ADD COLUMN username_skeleton text`);
    const users: Array<{ id: number; username: string }> = await db.query(`SELECT id, username FROM users`);
    for (const { id, username } of users) {
      await db.query(`UPDATE users SET username_skeleton = $1 WHERE id = $2`, [usernameSkeleton(username), id]);
    }
    await db.query(`CREATE INDEX users_username_skeleton_idx ON users (username_skeleton)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE users DROP COLUMN username_skeleton`);
  }
}
