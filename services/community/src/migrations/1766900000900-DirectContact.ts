import { sqlMigration } from '@reto/platform';

/**
 * Direct contact: each member's conversation with the coach and its messages, and beside each
 * member the name shown, their time zone and their progress (from the challenge's completions).
 */
export const DirectContact1766900000900 = sqlMigration('DirectContact', 1766900000900, {
  up: [
    `ALTER TABLE members
      ADD COLUMN shown_name        varchar(40),
      ADD COLUMN timezone          varchar(64),
      ADD COLUMN challenge_day     smallint,
      ADD COLUMN streak            integer NOT NULL DEFAULT 0,
      ADD COLUMN last_completed_at timestamptz`,
    `CREATE TABLE conversations (
      id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id           integer NOT NULL UNIQUE,
      member_name       varchar(40) NOT NULL,
      unread_by_trainer integer NOT NULL DEFAULT 0,
      unread_by_member  integer NOT NULL DEFAULT 0,
      awaiting_since    timestamptz,
      last_message_at   timestamptz,
      created_at        timestamptz NOT NULL
    )`,
    `CREATE INDEX conversations_inbox_idx ON conversations (awaiting_since ASC NULLS LAST, last_message_at DESC)`,
    `CREATE TABLE direct_messages (
      id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES conversations(id),
      from_trainer    boolean NOT NULL,
      author_name     varchar(120) NOT NULL,
      body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at      timestamptz NOT NULL
    )`,
    `CREATE INDEX direct_messages_conversation_idx ON direct_messages (conversation_id, created_at, id)`,
  ],
  down: [
    `DROP TABLE direct_messages`,
    `DROP TABLE conversations`,
    `ALTER TABLE members
      DROP COLUMN shown_name, DROP COLUMN timezone, DROP COLUMN challenge_day,
      DROP COLUMN streak, DROP COLUMN last_completed_at`,
  ],
});
