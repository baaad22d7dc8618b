import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import {
  IdentitySubjects,
  UserEmailVerifiedEventSchema,
  UserRegisteredEventSchema,
  UserTimezoneChangedEventSchema,
} from '@reto/contracts';
import { EventConsumers, type EventHandler } from '@reto/platform';
import { ReminderSettingsService } from './reminder-settings.service.js';

/**
 * Where and when each member's reminders go, as identity announces it: the address and timezone of
 * a new account, the address it verified, a new timezone (the reminders move to its local time).
 * New durables replay the stream from its start, so members registered before this existed get theirs.
 */
@Injectable()
export class ReminderContactsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly settings: ReminderSettingsService,
  ) {}

  readonly fromRegistrations: EventHandler<typeof UserRegisteredEventSchema> = {
    durable: 'reminders-from-registrations',
    subject: IdentitySubjects.events.userRegistered,
    schema: UserRegisteredEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.settings.registered(tx, event);
    },
  };

  readonly fromVerifiedEmails: EventHandler<typeof UserEmailVerifiedEventSchema> = {
    durable: 'reminders-from-verified-emails',
    subject: IdentitySubjects.events.userEmailVerified,
    schema: UserEmailVerifiedEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.settings.addressVerified(tx, event);
    },
  };

  readonly fromTimezones: EventHandler<typeof UserTimezoneChangedEventSchema> = {
    durable: 'reminders-from-timezones',
    subject: IdentitySubjects.events.userTimezoneChanged,
    schema: UserTimezoneChangedEventSchema,
    apply: async (event, _manager, { tx }) => {
      await this.settings.timezoneChanged(tx, event);
    },
  };

  onApplicationBootstrap(): Promise<void> {
    return this.consumers.start([this.fromRegistrations, this.fromVerifiedEmails, this.fromTimezones]);
  }
}
