import { Inject, Injectable } from '@nestjs/common';
import {
  REMINDER_KINDS,
  type Member,
  type NotificationSettingsDto,
  type NotificationSettingsInput,
  type PushPublicKeyDto,
  type PushSubscriptionInput,
  type UnsubscribeDto,
} from '@reto/contracts';
import { Clock, type Tx } from '@reto/platform';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { ChallengeErrors } from '../challenge.errors.js';
import { isAllowedPushEndpoint } from './push-origins.js';
import { ReminderKeys } from './reminder-keys.service.js';
import { ReminderCopy } from './reminder-messages.js';
import { nextDue } from './reminder-schedule.js';
import { RemindersRepository, type ReminderContact, type ReminderProfile } from './reminders.repository.js';
import { readUnsubscribeToken } from './unsubscribe-token.js';

const settingsOf = ({
  dailyReminder,
  reminderTime,
  email,
  push,
  streakNudge,
  community,
}: ReminderProfile): NotificationSettingsDto => ({
  dailyReminder,
  reminderTime,
  email,
  push,
  streakNudge,
  community,
});

/**
 * The member's reminder preferences: read and saved from the settings page, kept with
 * the address and timezone identity announces, and the schedule moved with each change.
 */
@Injectable()
export class ReminderSettingsService {
  constructor(
    private readonly repository: RemindersRepository,
    private readonly keys: ReminderKeys,
    private readonly clock: Clock,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
  ) {}

  /** The member's preferences (the defaults until they choose), with their current address and timezone. */
  async get(member: Member): Promise<NotificationSettingsDto> {
    const stored = await this.repository.profile(member.userId);
    if (stored && stored.address === member.email.toLowerCase() && stored.timezone === member.timezone) {
      return settingsOf(stored);
    }
    return this.repository.transaction(async (tx) =>
      settingsOf(await this.reschedule(tx, await this.repository.upsertContact(tx, contactOf(member)))),
    );
  }

  async set(member: Member, settings: NotificationSettingsInput): Promise<NotificationSettingsDto> {
    return this.repository.transaction(async (tx) => {
      await this.repository.upsertContact(tx, contactOf(member));
      return settingsOf(await this.reschedule(tx, await this.repository.saveSettings(tx, member.userId, settings)));
    });
  }

  /** Identity announced a new account: its reminders start with the defaults. */
  async registered(tx: Tx, contact: ReminderContact): Promise<void> {
    const profile = await this.repository.insertContact(tx, contact);
    if (profile) await this.reschedule(tx, profile);
  }

  /** Identity verified the member's address: the e-mail reminders go there. */
  async addressVerified(tx: Tx, { userId, email }: { userId: number; email: string }): Promise<void> {
    await this.repository.updateAddress(tx, userId, email);
  }

  /**
   * The member chose another timezone: each reminder moves to its local time there. The event may
   * come before the registration's (another durable consumer), so it creates the member as well.
   */
  async timezoneChanged(tx: Tx, contact: ReminderContact): Promise<void> {
    await this.reschedule(tx, await this.repository.upsertContact(tx, contact));
  }

  /** The mailed one-click link: turns off the one reminder it was sealed for, for its member only, while the settings are as they were. */
  async unsubscribe(token: string): Promise<UnsubscribeDto> {
    const target = readUnsubscribeToken(await this.keys.unsubscribeSecret(), token, this.clock.now());
    if (!target) throw ChallengeErrors.unsubscribeInvalid();
    await this.repository.transaction(async (tx) => {
      const profile = await this.repository.profile(target.userId, tx.manager);
      if (!profile) return;
      // The settings changed since the link was mailed (the member chose again): the link is void.
      if (profile.settingsChangedAt.getTime() !== target.settingsChangedAt) throw ChallengeErrors.unsubscribeInvalid();
      const turnedOff = target.kind === 'daily' ? { dailyReminder: false } : { streakNudge: false };
      await this.reschedule(
        tx,
        await this.repository.saveSettings(tx, target.userId, { ...settingsOf(profile), ...turnedOff }),
      );
    });
    return { kind: target.kind, message: ReminderCopy.unsubscribed[target.kind] };
  }

  async publicKey(): Promise<PushPublicKeyDto> {
    return { publicKey: (await this.keys.vapid()).publicKey };
  }

  async addPushSubscription(member: Member, subscription: PushSubscriptionInput): Promise<{ success: true }> {
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.PUSH_SERVICE_ORIGINS)) {
      throw ChallengeErrors.pushSubscriptionInvalid();
    }
    await this.repository.addPushSubscription(member.userId, subscription);
    return { success: true };
  }

  async removePushSubscription(member: Member, endpoint: string): Promise<{ success: true }> {
    await this.repository.removePushSubscription(member.userId, endpoint);
    return { success: true };
  }

  /** Each reminder's next time from now, in the member's timezone (none for a reminder switched off). */
  private async reschedule(tx: Tx, profile: ReminderProfile): Promise<ReminderProfile> {
    const now = this.clock.now();
    for (const kind of REMINDER_KINDS) {
      await this.repository.schedule(tx, profile.userId, kind, nextDue(kind, profile, now));
    }
    return profile;
  }
}

const contactOf = (member: Member): ReminderContact => ({
  userId: member.userId,
  email: member.email,
  timezone: member.timezone,
});
