import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Identity's own secrets: a random key for the X-Admin-Auth credentials unless ADMIN_AUTH_SECRET is set. */
export class AdminAuthSecret1763800000200 implements MigrationInterface {
  name = 'AdminAuthSecret1763800000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE secrets (
        name       varchar(50) PRIMARY KEY,
        value      text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`INSERT INTO secrets (name, value) VALUES ('admin_auth', $1)`, [randomBytes(32).toString('hex')]);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE secrets`);
  }
}
