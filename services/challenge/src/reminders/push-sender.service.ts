import { Inject, Injectable } from '@nestjs/common';
import type { PushPayload } from '@reto/contracts';
import { LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import webpush, { WebPushError } from 'web-push';
import { PUSH_TTL_S } from '../challenge.constants.js';
import { ReminderKeys } from './reminder-keys.service.js';
import { RemindersRepository } from './reminders.repository.js';

/** Push services answer these for a subscription that no longer exists: it is deleted. */
const GONE = new Set([404, 410]);

/**
 * Web Push (RFC 8030/8291/8292, the `web-push` package): a reminder or a community push, encrypted (aes128gcm) for
 * each of the member's browsers and signed with the app's VAPID key. A subscription its push
 * service says is gone is deleted; answers how many browsers took it.
 */
@Injectable()
export class PushSender {
  constructor(
    private readonly keys: ReminderKeys,
    private readonly repository: RemindersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async send(userId: number, payload: PushPayload): Promise<number> {
    const vapidDetails = await this.keys.vapid();
    const body = JSON.stringify(payload);
    let delivered = 0;
    for (const subscription of await this.repository.pushSubscriptions(userId)) {
      try {
        await webpush.sendNotification(subscription, body, { vapidDetails, TTL: PUSH_TTL_S, urgency: 'normal' });
        delivered += 1;
      } catch (error) {
        if (error instanceof WebPushError && GONE.has(error.statusCode)) {
          await this.repository.deletePushSubscription(subscription.id);
          continue;
        }
        this.logger.warn({ err: (error as Error).message, userId }, 'push reminder not delivered');
      }
    }
    return delivered;
  }
}
