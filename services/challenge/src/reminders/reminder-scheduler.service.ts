import { Inject, Injectable } from '@nestjs/common';
import type { ReminderKind, SupportedTimezone } from '@reto/contracts';
import { Clock, LOGGER, Mailer } from '@reto/platform';
import type { Logger } from 'pino';
import { addDays, localDate } from '../calendar/calendar.js';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import {
  REMINDER_BATCH,
  REMINDER_DELIVERIES_KEPT_DAYS,
  REMINDER_SEND_CONCURRENCY,
  workoutPath,
} from '../challenge.constants.js';
import { MemberService } from '../member/member.service.js';
import { PushSender } from './push-sender.service.js';
import { ReminderKeys } from './reminder-keys.service.js';
import { reminderFor, reminderMail, type ReminderMessage } from './reminder-messages.js';
import { dueToday, nextDue } from './reminder-schedule.js';
import { RemindersRepository, type DueReminder, type ReminderProfile } from './reminders.repository.js';
import { SurveyInvitations } from './survey-invitations.service.js';
import { unsubscribeToken } from './unsubscribe-token.js';

type Claimed = DueReminder & { localDay: string };

/**
 * Sends the reminders whose local time came. Each scan claims the due ones in batches
 * from the schedule's index (locked rows of another replica's scan are skipped), moves each to its
 * next local time, and records it for its member, kind and local day in the same transaction: a
 * second replica, a restart or a retried job finds the record and sends nothing. After the job was
 * down, today's reminder whose time passed is still sent; one of an earlier day is dropped. Then, for each: what the member's day says
 * (none without a running edition, no nudge with nothing to save), by e-mail and by push.
 */
@Injectable()
export class ReminderScheduler {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly members: MemberService,
    private readonly mailer: Mailer,
    private readonly push: PushSender,
    private readonly keys: ReminderKeys,
    private readonly surveyInvitations: SurveyInvitations,
    private readonly clock: Clock,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends every reminder due now, then forgets the records of days long past; answers how many went out. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const { claimed, full } = await this.claimBatch(this.clock.now());
      for (let i = 0; i < claimed.length; i += REMINDER_SEND_CONCURRENCY) {
        const outcomes = await Promise.all(claimed.slice(i, i + REMINDER_SEND_CONCURRENCY).map((r) => this.deliver(r)));
        sent += outcomes.filter(Boolean).length;
      }
      if (!full) break;
    }
    // UTC's date: a record of any timezone's today is days newer than the cut.
    await this.repository.purgeDeliveries(addDays(localDate(this.clock.now(), 'UTC'), -REMINDER_DELIVERIES_KEPT_DAYS));
    return sent;
  }

  private claimBatch(now: Date): Promise<{ claimed: Claimed[]; full: boolean }> {
    return this.repository.transaction(async (tx) => {
      const due = await this.repository.claimDue(tx, now, REMINDER_BATCH);
      const claimed: Claimed[] = [];
      for (const reminder of due) {
        const { profile, kind } = reminder;
        await this.repository.schedule(tx, profile.userId, kind, nextDue(kind, profile, now));
        if (!dueToday(kind, profile, now)) continue;
        const localDay = localDate(now, profile.timezone);
        if (await this.repository.recordDelivery(tx, profile.userId, kind, localDay)) {
          claimed.push({ ...reminder, localDay });
        }
      }
      return { claimed, full: due.length === REMINDER_BATCH };
    });
  }

  private async deliver(reminder: Claimed): Promise<boolean> {
    const { profile, kind, localDay } = reminder;
    if (kind === 'daily' && profile.email) await this.inviteToSurvey(profile);
    try {
      const today = await this.members.today({
        userId: profile.userId,
        email: profile.address,
        timezone: profile.timezone as SupportedTimezone,
        gender: 'female',
        isAdmin: false,
        emailVerified: true,
      });
      const path =
        today.goal.unitId && today.firstExerciseId ? workoutPath(today.goal.unitId, today.firstExerciseId) : null;
      const message = reminderFor(kind, today, path);
      if (!message) {
        await this.repository.deliveryOutcome(profile.userId, kind, localDay, 'skipped');
        return false;
      }
      if (profile.email) await this.mail(profile, kind, message);
      if (profile.push) await this.push.send(profile.userId, message);
      const sent = today.edition === null ? null : { edition: today.edition, day: today.goal.day };
      await this.repository.deliverySent(profile.userId, kind, localDay, sent);
      return true;
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, userId: profile.userId, kind }, 'reminder not sent');
      await this.repository.deliveryOutcome(profile.userId, kind, localDay, 'failed');
      return false;
    }
  }

  /** The check-in e-mail goes with the daily reminder's scan, whether or not the day has a reminder to send. */
  private async inviteToSurvey(profile: ReminderProfile): Promise<void> {
    try {
      await this.surveyInvitations.offer(profile);
    } catch (error) {
      this.logger.warn({ err: (error as Error).message, userId: profile.userId }, 'check-in e-mail not sent');
    }
  }

  private async mail(profile: ReminderProfile, kind: ReminderKind, message: ReminderMessage): Promise<void> {
    const { userId, settingsChangedAt } = profile;
    const target = { userId, kind, settingsChangedAt: settingsChangedAt.getTime() };
    const token = unsubscribeToken(await this.keys.unsubscribeSecret(), target, this.clock.now());
    await this.mailer.send({ to: profile.address, ...reminderMail(message, this.config.PUBLIC_URL, token) });
  }
}
