import { Inject, Injectable } from '@nestjs/common';
import { CHALLENGE_CONFIG, type ChallengeConfig } from '../challenge.config.js';
import { RemindersRepository, type ReminderKeysRow } from './reminders.repository.js';

/**
 * The reminders' keys: the configuration's (VAPID_*, REMINDER_UNSUBSCRIBE_SECRET) where it sets
 * them, else the ones the challenge migration generated and kept in its schema, the same for every
 * replica and every restart (a browser's subscription is bound to the VAPID public key).
 */
@Injectable()
export class ReminderKeys {
  private stored?: Promise<ReminderKeysRow>;

  constructor(
    private readonly repository: RemindersRepository,
    @Inject(CHALLENGE_CONFIG) private readonly config: ChallengeConfig,
  ) {}

  private fromSchema(): Promise<ReminderKeysRow> {
    this.stored ??= this.repository.keys();
    return this.stored;
  }

  async unsubscribeSecret(): Promise<string> {
    return this.config.REMINDER_UNSUBSCRIBE_SECRET ?? (await this.fromSchema()).unsubscribeSecret;
  }

  async vapid(): Promise<{ subject: string; publicKey: string; privateKey: string }> {
    const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = this.config;
    if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
      return { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY };
    }
    const stored = await this.fromSchema();
    return { subject: VAPID_SUBJECT, publicKey: stored.vapidPublicKey, privateKey: stored.vapidPrivateKey };
  }
}
