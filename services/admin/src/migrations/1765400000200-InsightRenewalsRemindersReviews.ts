import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Three more of the events "Resultados" reads: each subscription's renewal as billing last published
 * it (its edition and whether it renews: the latest change wins), the reminders challenge sent,
 * one row per reminder (its random id, so a redelivery or a replay counts once) with each edition's
 * day and kind counted as each new one is kept (the tab reads 28 rows at most per kind), and each
 * written review as reviews last published it (rating, edition, badge, public: the latest wins).
 */
export class InsightRenewalsRemindersReviews1765400000200 implements MigrationInterface {
  name = 'InsightRenewalsRemindersReviews1765400000200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE insight_renewals (
        subscription_id uuid PRIMARY KEY,
        edition         integer NOT NULL,
        renews          boolean NOT NULL,
        changed_at      timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX insight_renewals_cancelled ON insight_renewals (edition) WHERE NOT renews`);
    await db.query(`
      CREATE TABLE insight_reminders (
        reminder_id uuid PRIMARY KEY,
        edition     integer NOT NULL,
        day         smallint NOT NULL,
        kind        varchar(16) NOT NULL
      )`);
    await db.query(`
      CREATE TABLE insight_reminder_days (
        edition   integer NOT NULL,
        day       smallint NOT NULL,
        kind      varchar(16) NOT NULL,
        reminders integer NOT NULL,
        PRIMARY KEY (edition, day, kind)
      )`);
    await db.query(`
      CREATE TABLE insight_reviews (
        review_id  uuid PRIMARY KEY,
        edition    integer NOT NULL,
        rating     smallint NOT NULL,
        verified   boolean NOT NULL,
        published  boolean NOT NULL,
        changed_at timestamptz NOT NULL
      )`);
    await db.query(`CREATE INDEX insight_reviews_published ON insight_reviews (edition) WHERE published`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE insight_reviews`);
    await db.query(`DROP TABLE insight_reminder_days`);
    await db.query(`DROP TABLE insight_reminders`);
    await db.query(`DROP TABLE insight_renewals`);
  }
}
