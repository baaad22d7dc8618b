import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The jobs a request decided (a verification or reset mail, a link request), committed with the
 * request's change and handed to their BullMQ queue afterwards: a row lives until Redis took it.
 */
export class JobOutbox1764990000000 implements MigrationInterface {
  name = 'JobOutbox1764990000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE TABLE job_outbox (
      id          bigserial PRIMARY KEY,
      queue       text NOT NULL,
      name        text NOT NULL,
      data        jsonb NOT NULL,
      options     jsonb,
      created_at  timestamptz NOT NULL DEFAULT now(),
      attempts    integer NOT NULL DEFAULT 0
    )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE job_outbox`);
  }
}
