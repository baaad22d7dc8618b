import { sqlMigration } from '@reto/platform';

/** Reviews (and rating-only legacy ratings), their photos, and the buyers' projection. */
export const CreateReviews1763700200000 = sqlMigration('CreateReviews', 1763700200000, {
  up: [
    `CREATE TABLE review_photos (
      id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      content_type varchar(40) NOT NULL,
      bytes        bytea NOT NULL,
      width        integer NOT NULL,
      height       integer NOT NULL,
      created_at   timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE reviews (
      id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      kind           varchar(10) NOT NULL CHECK (kind IN ('review', 'rating')),
      rating         smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title          varchar(120),
      body           text,
      reviewer_name  varchar(80),
      reviewer_email varchar(254),
      verified_buyer boolean NOT NULL DEFAULT false,
      region         varchar(80),
      country        varchar(80),
      status         varchar(20) NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
      photo_id       uuid REFERENCES review_photos(id),
      created_at     timestamptz NOT NULL DEFAULT now(),
      moderated_at   timestamptz,
      CHECK (kind = 'rating' OR (body IS NOT NULL AND reviewer_name IS NOT NULL))
    )`,
    `CREATE INDEX reviews_listing_idx ON reviews (status, kind, created_at DESC, id)`,
    `CREATE INDEX reviews_photo_idx ON reviews (photo_id) WHERE photo_id IS NOT NULL`,
    `CREATE TABLE buyer_payments (
      payment_id  varchar(100) PRIMARY KEY,
      email       varchar(254) NOT NULL,
      paid_at     timestamptz NOT NULL,
      refunded_at timestamptz
    )`,
    `CREATE INDEX buyer_payments_email_idx ON buyer_payments (email)`,
  ],
  down: [`DROP TABLE buyer_payments`, `DROP TABLE reviews`, `DROP TABLE review_photos`],
});
