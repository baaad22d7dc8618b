import { sqlMigration } from '@reto/platform';

/** The trainer's moderation: hidden posts, members' reports (one per member and post), mutes. */
export const Moderation1766900000600 = sqlMigration('Moderation', 1766900000600, {
  up: [
    `ALTER TABLE posts ADD COLUMN hidden boolean NOT NULL DEFAULT false`,
    `CREATE TABLE reports (
      post_id    uuid NOT NULL REFERENCES posts(id),
      user_id    integer NOT NULL,
      created_at timestamptz NOT NULL,
      PRIMARY KEY (post_id, user_id)
    )`,
    `CREATE TABLE mutes (
      user_id     integer PRIMARY KEY,
      muted_until timestamptz NOT NULL
    )`,
  ],
  down: [`DROP TABLE mutes`, `DROP TABLE reports`, `ALTER TABLE posts DROP COLUMN hidden`],
});
