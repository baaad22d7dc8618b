import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ChallengeSubjects,
  type NotificationSettingsDto,
  type NotificationSettingsInput,
  type PushSubscriptionInput,
  type ReminderKind,
  type ReminderSentEvent,
} from '@reto/contracts';
import { appendToOutbox, runInTransaction, type Tx } from '@reto/platform';
import type { DataSource, EntityManager } from 'typeorm';

/** A member's reminder preferences, with where and when they are read. */
export interface ReminderProfile extends NotificationSettingsDto {
  userId: number;
  /** Where the e-mail reminders go (the member's address). */
  address: string;
  timezone: string;
  /** When the settings (or the address or timezone) last changed: an unsubscribe link is for that state only. */
  settingsChangedAt: Date;
}

/** A reminder whose time came, claimed by one scan (its row stays locked until that scan commits). */
export interface DueReminder {
  profile: ReminderProfile;
  kind: ReminderKind;
  dueAt: Date;
}

export interface StoredPushSubscription {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Where a member's reminders go, and in which timezone they are timed. */
export interface ReminderContact {
  userId: number;
  email: string;
  timezone: string;
}

export interface ReminderKeysRow {
  unsubscribeSecret: string;
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

interface ProfileRow {
  user_id: number;
  email: string;
  timezone: string;
  daily_reminder: boolean;
  reminder_time: string;
  by_email: boolean;
  by_push: boolean;
  streak_nudge: boolean;
  community: boolean;
  updated_at: Date;
}

const PROFILE_COLUMNS = `s.user_id, s.email, s.timezone, s.daily_reminder, s.reminder_time, s.by_email, s.by_push,
  s.streak_nudge, s.community, s.updated_at`;

/** The rows of an UPDATE … RETURNING (TypeORM's PostgreSQL driver answers `[rows, affected]` for one). */
const updated = (result: [ProfileRow[], number]): ProfileRow[] => result[0];

/** The scan's query ($1: now, $2: the batch); `npm run bench:reminders` shows its plan with 100,000 members. */
export const CLAIM_DUE_SQL = `SELECT ${PROFILE_COLUMNS}, r.kind, r.due_at
  FROM reminder_schedule r JOIN reminder_settings s ON s.user_id = r.user_id
  WHERE r.due_at <= $1
  ORDER BY r.due_at
  LIMIT $2
  FOR UPDATE OF r SKIP LOCKED`;

const toProfile = (row: ProfileRow): ReminderProfile => ({
  userId: row.user_id,
  address: row.email,
  timezone: row.timezone,
  dailyReminder: row.daily_reminder,
  reminderTime: row.reminder_time,
  email: row.by_email,
  push: row.by_push,
  streakNudge: row.streak_nudge,
  community: row.community,
  settingsChangedAt: row.updated_at,
});

/** Every query of the reminders: preferences, the schedule, what was sent, push subscriptions, keys. */
@Injectable()
export class RemindersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return runInTransaction(this.dataSource, work);
  }

  async profile(userId: number, manager: EntityManager = this.dataSource.manager): Promise<ReminderProfile | null> {
    const rows: ProfileRow[] = await manager.query(
      `SELECT ${PROFILE_COLUMNS} FROM reminder_settings s WHERE s.user_id = $1`,
      [userId],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  /** The member's address and timezone as the member's own request carries them (a new member gets the defaults). */
  async upsertContact(tx: Tx, contact: ReminderContact): Promise<ReminderProfile> {
    const rows: ProfileRow[] = await tx.manager.query(
      `INSERT INTO reminder_settings AS s (user_id, email, timezone) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, timezone = excluded.timezone, updated_at = now()
       RETURNING ${PROFILE_COLUMNS}`,
      [contact.userId, contact.email.toLowerCase(), contact.timezone],
    );
    return toProfile(rows[0]);
  }

  /** A new account, with the defaults; null when the member is known already (what came since is newer). */
  async insertContact(tx: Tx, contact: ReminderContact): Promise<ReminderProfile | null> {
    const rows: ProfileRow[] = await tx.manager.query(
      `INSERT INTO reminder_settings AS s (user_id, email, timezone) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING RETURNING ${PROFILE_COLUMNS}`,
      [contact.userId, contact.email.toLowerCase(), contact.timezone],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  /** A known member's new address; false for a member not known here. */
  async updateAddress(tx: Tx, userId: number, email: string): Promise<boolean> {
    const result: [ProfileRow[], number] = await tx.manager.query(
      `UPDATE reminder_settings s SET email = $2, updated_at = now() WHERE s.user_id = $1`,
      [userId, email.toLowerCase()],
    );
    return result[1] > 0;
  }

  /** Saves the member's choices; a `community` left out (an earlier client) keeps the stored one. */
  async saveSettings(tx: Tx, userId: number, settings: NotificationSettingsInput): Promise<ReminderProfile> {
    const result: [ProfileRow[], number] = await tx.manager.query(
      `UPDATE reminder_settings s SET daily_reminder = $2, reminder_time = $3, by_email = $4, by_push = $5,
         streak_nudge = $6, community = COALESCE($7, s.community), updated_at = now()
       WHERE s.user_id = $1 RETURNING ${PROFILE_COLUMNS}`,
      [
        userId,
        settings.dailyReminder,
        settings.reminderTime,
        settings.email,
        settings.push,
        settings.streakNudge,
        settings.community ?? null,
      ],
    );
    return toProfile(updated(result)[0]);
  }

  /** When the member's `kind` reminder is next due; null takes it off the schedule. */
  async schedule(tx: Tx, userId: number, kind: ReminderKind, dueAt: Date | null): Promise<void> {
    if (!dueAt) {
      await tx.manager.query(`DELETE FROM reminder_schedule WHERE user_id = $1 AND kind = $2`, [userId, kind]);
      return;
    }
    await tx.manager.query(
      `INSERT INTO reminder_schedule (user_id, kind, due_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, kind) DO UPDATE SET due_at = excluded.due_at`,
      [userId, kind, dueAt],
    );
  }

  /**
   * Up to `limit` reminders due at `now`, earliest first, locked for this transaction; rows another
   * replica's scan holds are skipped, never waited for. The index on `due_at` reads only these.
   */
  async claimDue(tx: Tx, now: Date, limit: number): Promise<DueReminder[]> {
    const rows: Array<ProfileRow & { kind: ReminderKind; due_at: Date }> = await tx.manager.query(CLAIM_DUE_SQL, [
      now,
      limit,
    ]);
    return rows.map((row) => ({ profile: toProfile(row), kind: row.kind, dueAt: row.due_at }));
  }

  /** Records the member's `kind` reminder of `localDate`; false when one was already recorded (never send it twice). */
  async recordDelivery(tx: Tx, userId: number, kind: ReminderKind, localDate: string): Promise<boolean> {
    const rows: unknown[] = await tx.manager.query(
      `INSERT INTO reminder_deliveries (user_id, kind, local_date) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, kind, localDate],
    );
    return rows.length === 1;
  }

  /** Forgets what was sent on local days before `before` (`YYYY-MM-DD`); answers how many records went. */
  async purgeDeliveries(before: string): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM reminder_deliveries WHERE local_date < $1`,
      [before],
    );
    return result[1];
  }

  /**
   * Records the check-in e-mail of the member's `edition`, sent during its last days or after it
   * `ended`; false when that one was recorded already (never send it twice).
   */
  async recordSurveyInvitation(userId: number, edition: number, ended: boolean): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO survey_invitations (user_id, edition, after_end) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, edition, ended],
    );
    return rows.length === 1;
  }

  /** Forgets a check-in e-mail that could not be sent, so that a later scan sends it. */
  async forgetSurveyInvitation(userId: number, edition: number, ended: boolean): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM survey_invitations WHERE user_id = $1 AND edition = $2 AND after_end = $3`,
      [userId, edition, ended],
    );
  }

  /**
   * The delivery went out, and (when it was about a day of an edition) the event that says so for
   * the trainer's figures, with nothing about the member, committed together.
   */
  async deliverySent(
    userId: number,
    kind: ReminderKind,
    localDate: string,
    about: { edition: number; day: number } | null,
  ): Promise<void> {
    await this.transaction(async (tx) => {
      await tx.manager.query(
        `UPDATE reminder_deliveries SET outcome = 'sent' WHERE user_id = $1 AND kind = $2 AND local_date = $3`,
        [userId, kind, localDate],
      );
      if (!about) return;
      const sent: ReminderSentEvent = { reminderId: randomUUID(), kind, ...about };
      await appendToOutbox(tx.manager, ChallengeSubjects.events.reminderSent, sent);
    });
  }

  async deliveryOutcome(userId: number, kind: ReminderKind, localDate: string, outcome: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE reminder_deliveries SET outcome = $4 WHERE user_id = $1 AND kind = $2 AND local_date = $3`,
      [userId, kind, localDate, outcome],
    );
  }

  async pushSubscriptions(userId: number): Promise<StoredPushSubscription[]> {
    const rows: Array<{ id: number; endpoint: string; p256dh: string; auth: string }> = await this.dataSource.query(
      `SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = $1 ORDER BY id`,
      [userId],
    );
    return rows.map((row) => ({ id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }));
  }

  /** A browser's subscription becomes the member's (a device that changed hands moves with it). */
  async addPushSubscription(userId: number, subscription: PushSubscriptionInput): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
      [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
    );
  }

  async removePushSubscription(userId: number, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [
      userId,
      endpoint,
    ]);
  }

  async deletePushSubscription(id: number): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [id]);
  }

  async keys(): Promise<ReminderKeysRow> {
    const rows: Array<{ unsubscribe_secret: string; vapid_public_key: string; vapid_private_key: string }> =
      await this.dataSource.query(
        `SELECT unsubscribe_secret, vapid_public_key, vapid_private_key FROM reminder_keys WHERE id = 1`,
      );
    return {
      unsubscribeSecret: rows[0].unsubscribe_secret,
      vapidPublicKey: rows[0].vapid_public_key,
      vapidPrivateKey: rows[0].vapid_private_key,
    };
  }
}
