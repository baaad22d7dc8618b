import { sqlMigration } from '@reto/platform';

/**
 * Proof of purchase: how each review proved its writer bought, the account or purchase
 * it belongs to, the key of its text (the same text from one address is stored once), the
 * single-use confirmation links, and at most one published review per purchase.
 */
export const ReviewProof1764400000000 = sqlMigration('ReviewProof', 1764400000000, {
  up: [
    `ALTER TABLE reviews DROP CONSTRAINT IF EXISTS reviews_status_check`,
    `ALTER TABLE reviews
      ADD CONSTRAINT reviews_status_check
        CHECK (status IN ('unconfirmed', 'pending', 'published', 'rejected', 'replaced')),
      ADD COLUMN proof varchar(10) NOT NULL DEFAULT 'none'
        CHECK (proof IN ('member', 'link', 'email', 'sample', 'none')),
      ADD COLUMN user_id integer,
      ADD COLUMN purchase_id varchar(100),
      ADD COLUMN text_key char(64)`,
    `CREATE UNIQUE INDEX reviews_one_published_per_purchase ON reviews (purchase_id) WHERE status = 'published'`,
    `CREATE INDEX reviews_by_writer ON reviews (reviewer_email, text_key) WHERE kind = 'review'`,
    `CREATE TABLE review_confirmations (
      token_hash char(64) PRIMARY KEY,
      review_id  uuid NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at    timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX review_confirmations_review_idx ON review_confirmations (review_id)`,
  ],
  down: [
    `DROP TABLE review_confirmations`,
    `DROP INDEX reviews_by_writer`,
    `DROP INDEX reviews_one_published_per_purchase`,
    `ALTER TABLE reviews DROP COLUMN text_key, DROP COLUMN purchase_id, DROP COLUMN user_id, DROP COLUMN proof`,
    `ALTER TABLE reviews DROP CONSTRAINT reviews_status_check`,
    `ALTER TABLE reviews ADD CONSTRAINT reviews_status_check CHECK (status IN ('pending', 'published', 'rejected'))`,
  ],
});
