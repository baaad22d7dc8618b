import { sqlMigration } from '@reto/platform';

export const CreateAudit1764000000100 = sqlMigration('CreateAudit', 1764000000100, {
  up: [
    `CREATE TABLE audit (
      id             bigserial PRIMARY KEY,
      action         varchar(64) NOT NULL,
      actor_id       integer NOT NULL,
      actor_username varchar(100) NOT NULL,
      target         varchar(500) NOT NULL,
      before         jsonb,
      after          jsonb,
      request_id     varchar(200),
      at             timestamptz NOT NULL,
      source         varchar(32) NOT NULL,
      event_id       varchar(200) NOT NULL UNIQUE
    )`,
  ],
  down: [`DROP TABLE audit`],
});
