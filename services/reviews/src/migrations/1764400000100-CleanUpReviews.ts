import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The SQL twin of `textKeyOf` (reviews/text-key.ts): whitespace runs made one space, ends trimmed. */
const normalized = (column: string) => `btrim(regexp_replace(${column}, '\\s+', ' ', 'g'))`;
const TEXT_KEY_SQL = `encode(sha256(convert_to(${normalized(`coalesce(title, '')`)} || E'\\n' || ${normalized('body')}, 'UTF8')), 'hex')`;

/**
 * A buyer's payment in either shape of the buyers' projection (before the payment states: not
 * refunded; since: giving access), so the clean-up can run again on a migrated database.
 */
const PAYMENT_GIVES_ACCESS = `(to_jsonb(p) ->> 'refunded_at') IS NULL AND coalesce((to_jsonb(p) ->> 'access')::boolean, true)`;

/**
 * What existed before proof of purchase, made true, safe to run again:
 * - every written review gets the key of its text;
 * - the landing's sample reviews are marked `sample`;
 * - a badge that came from a typed e-mail stays only while that address is a buyer's (`email`:
 *   it cannot be re-proved); otherwise the badge goes;
 * - of published reviews with the same text from the same address, only the newest stays published
 *   (the others become `replaced`).
 */
export async function cleanUpReviews(db: { query(sql: string): Promise<unknown> }): Promise<void> {
  await db.query(`UPDATE reviews SET text_key = ${TEXT_KEY_SQL} WHERE kind = 'review' AND text_key IS NULL`);
  await db.query(
    `UPDATE reviews SET proof = 'sample' WHERE kind = 'review' AND reviewer_email IS NULL AND proof = 'none'`,
  );
  await db.query(`
    UPDATE reviews r
       SET verified_buyer = b.buyer, proof = CASE WHEN b.buyer THEN 'email' ELSE 'none' END
      FROM (SELECT id, EXISTS (SELECT 1 FROM buyer_payments p
                                WHERE p.email = lower(btrim(x.reviewer_email)) AND ${PAYMENT_GIVES_ACCESS}) AS buyer
              FROM reviews x) b
     WHERE r.id = b.id AND r.reviewer_email IS NOT NULL AND r.verified_buyer AND r.proof = 'none'`);
  await db.query(`
    UPDATE reviews SET status = 'replaced', moderated_at = now()
     WHERE id IN (SELECT id FROM (
             SELECT id, row_number() OVER (PARTITION BY lower(btrim(reviewer_email)), text_key
                                           ORDER BY created_at DESC, id DESC) AS newer
               FROM reviews
              WHERE kind = 'review' AND status = 'published' AND reviewer_email IS NOT NULL) d
            WHERE d.newer > 1)`);
}

export class CleanUpReviews1764400000100 implements MigrationInterface {
  name = 'CleanUpReviews1764400000100';

  up(db: QueryRunner): Promise<void> {
    return cleanUpReviews(db);
  }

  async down(): Promise<void> {
    // Nothing to undo: the badges and duplicates it corrected were not true.
  }
}
