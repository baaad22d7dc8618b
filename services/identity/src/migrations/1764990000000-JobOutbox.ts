import { sqlMigration } from '@reto/platform';

/**
 * The jobs a request decided (a verification or reset mail, a link request), committed with the
 * request's change and handed to their BullMQ queue afterwards: a row lives until Redis took it.
 */
export const JobOutbox1764990000000 = sqlMigration('JobOutbox', 1764990000000, {
  up: [
    `CREATE TABLE job_outbox (
          id          bigserial PRIMARY KEY,
          queue       text NOT NULL,
          name        text NOT NULL,
          data        jsonb NOT NULL,
          options     jsonb,
          created_at  timestamptz NOT NULL DEFAULT now(),
          attempts    integer NOT NULL DEFAULT 0
        )`,
  ],
  down: [`DROP TABLE job_outbox`],
});
