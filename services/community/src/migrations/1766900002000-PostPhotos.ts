import { sqlMigration } from '@reto/platform';

/** A post's photo: re-encoded bytes in a table of their own (the feed never reads them), its size on the post. */
export const PostPhotos1766900002000 = sqlMigration('PostPhotos', 1766900002000, {
  up: [
    `CREATE TABLE post_photos (
      id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type varchar(40) NOT NULL,
      bytes        bytea NOT NULL,
      created_at   timestamptz NOT NULL
    )`,
    `ALTER TABLE posts
      ADD COLUMN photo_id     uuid REFERENCES post_photos(id),
      ADD COLUMN photo_width  integer,
      ADD COLUMN photo_height integer`,
    `CREATE UNIQUE INDEX posts_photo_id ON posts (photo_id) WHERE photo_id IS NOT NULL`,
  ],
  down: [
    `ALTER TABLE posts DROP COLUMN photo_id, DROP COLUMN photo_width, DROP COLUMN photo_height`,
    `DROP TABLE post_photos`,
  ],
});
