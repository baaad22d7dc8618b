import { sqlMigration } from '@reto/platform';

/** The members' projection of their access, the groups' posts and replies, and the reactions. */
export const CreateCommunity1766900000000 = sqlMigration('CreateCommunity', 1766900000000, {
  up: [
    `CREATE TABLE members (
      user_id        integer PRIMARY KEY,
      group_key      varchar(40),
      access_ends_at timestamptz,
      changed_at     timestamptz NOT NULL
    )`,
    `CREATE TABLE posts (
      id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      group_key      varchar(40) NOT NULL,
      parent_id      uuid REFERENCES posts(id),
      author_user_id integer,
      author_name    varchar(120) NOT NULL,
      trainer        boolean NOT NULL DEFAULT false,
      body           text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      pinned         boolean NOT NULL DEFAULT false,
      reactions      integer NOT NULL DEFAULT 0,
      replies        integer NOT NULL DEFAULT 0,
      created_at     timestamptz NOT NULL,
      CHECK (trainer OR author_user_id IS NOT NULL)
    )`,
    `CREATE INDEX posts_feed_idx ON posts (group_key, pinned DESC, created_at DESC, id DESC) WHERE parent_id IS NULL`,
    `CREATE INDEX posts_replies_idx ON posts (parent_id, created_at, id) WHERE parent_id IS NOT NULL`,
    `CREATE TABLE reactions (
      post_id uuid NOT NULL REFERENCES posts(id),
      user_id integer NOT NULL,
      PRIMARY KEY (post_id, user_id)
    )`,
  ],
  down: [`DROP TABLE reactions`, `DROP TABLE posts`, `DROP TABLE members`],
});
