import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import webpush from 'web-push';

/**
 * The members' reminders: what each chose (with the address and timezone identity
 * announced), when each reminder is next due (indexed: a scan reads only the members due), what
 * was sent per member, kind and local day (its key is what makes a second send impossible), the
 * browsers' push subscriptions, and the keys used when the configuration sets none.
 */
export class Reminders1764600000000 implements MigrationInterface {
  name = 'Reminders1764600000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reminder_settings (
        user_id        integer PRIMARY KEY,
        email          varchar(254) NOT NULL,
        timezone       varchar(64) NOT NULL,
        daily_reminder boolean NOT NULL DEFAULT true,
        reminder_time  varchar(5) NOT NULL DEFAULT '08:00',
        by_email       boolean NOT NULL DEFAULT true,
        by_push        boolean NOT NULL DEFAULT false,
        streak_nudge   boolean NOT NULL DEFAULT true,
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE TABLE reminder_schedule (
        user_id integer NOT NULL REFERENCES reminder_settings (user_id) ON DELETE CASCADE,
        kind    varchar(8) NOT NULL,
        due_at  timestamptz NOT NULL,
        PRIMARY KEY (user_id, kind)
      )`);
    await db.query(`CREATE INDEX reminder_schedule_due_at ON reminder_schedule (due_at)`);
    await db.query(`
      CREATE TABLE reminder_deliveries (
        user_id    integer NOT NULL,
        kind       varchar(8) NOT NULL,
        local_date date NOT NULL,
        outcome    varchar(16) NOT NULL DEFAULT 'claimed',
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, local_date)
      )`);
    await db.query(`
      CREATE TABLE push_subscriptions (
        id         serial PRIMARY KEY,
        user_id    integer NOT NULL,
        endpoint   varchar(2048) NOT NULL UNIQUE,
        p256dh     varchar(120) NOT NULL,
        auth       varchar(40) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX push_subscriptions_user_id ON push_subscriptions (user_id)`);
    await db.query(`
      CREATE TABLE reminder_keys (
        id                 smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        unsubscribe_secret varchar(128) NOT NULL,
        vapid_public_key   varchar(128) NOT NULL,
        vapid_private_key  varchar(128) NOT NULL
      )`);
    const vapid = webpush.generateVAPIDKeys();
    await db.query(
      `INSERT INTO reminder_keys (unsubscribe_secret, vapid_public_key, vapid_private_key) VALUES ($1, $2, $3)`,
      [randomBytes(32).toString('base64url'), vapid.publicKey, vapid.privateKey],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['reminder_keys', 'push_subscriptions', 'reminder_deliveries', 'reminder_schedule']) {
      await db.query(`DROP TABLE ${table}`);
    }
    await db.query(`DROP TABLE reminder_settings`);
  }
}
