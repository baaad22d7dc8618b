import { Inject, Injectable } from '@nestjs/common';
import { Clock, LOGGER, Mailer, repeatingJob } from '@reto/platform';
import type { Logger } from 'pino';
import { BILLING_CONFIG, type BillingConfig } from '../billing.config.js';
import { DAY_MS, RENEWAL_REMINDER_DAYS, RENEWAL_REMINDERS_QUEUE } from '../billing.constants.js';
import { renewalReminderMail } from './subscription-mails.js';
import { SubscriptionsRepository } from './subscriptions.repository.js';

/**
 * The e-mail 3 days before each renewal (DECISIONS.md, "Price and renewal"): once a period, to every
 * member whose subscription will renew (not to one who cancelled). A mail that fails is sent at the
 * next scan.
 */
@Injectable()
export class RenewalReminders {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Sends the reminders now due; returns how many went out. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.subscriptions.claimRenewalsDue(
      now,
      new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS),
    );
    let sent = 0;
    for (const renewal of due) {
      const mail = renewalReminderMail(
        { ...renewal, testMode: renewal.provider === 'simulated' },
        this.config.PUBLIC_URL,
      );
      try {
        await this.mailer.send({ to: renewal.email, ...mail });
        sent += 1;
      } catch (error) {
        this.logger.warn(
          { err: (error as Error).message, subscription: renewal.id },
          'renewal reminder not sent; retried at the next scan',
        );
        await this.subscriptions.releaseRenewalReminder(renewal);
      }
    }
    return sent;
  }
}

/** Runs {@link RenewalReminders} every RENEWAL_REMINDER_SCAN_MS, one scan at a time across replicas (BullMQ). */
export const RenewalRemindersJob = repeatingJob({
  queue: RENEWAL_REMINDERS_QUEUE,
  scheduler: 'remind-renewals',
  job: 'scan',
  every: (config: BillingConfig) => config.RENEWAL_REMINDER_SCAN_MS,
  runs: RenewalReminders,
  run: (reminders) => reminders.sendDue(),
});
