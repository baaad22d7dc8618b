import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddPushSubscriptionSchema,
  ChallengeSubjects,
  MemberRequestSchema,
  RemovePushSubscriptionSchema,
  SetNotificationSettingsSchema,
  UnsubscribeSchema,
} from '@reto/contracts';
import { validatePayload } from '@reto/platform';
import { ReminderSettingsService } from './reminder-settings.service.js';

const Subjects = ChallengeSubjects.reminders;

/** NATS adapter of the member's reminders: validates each request and calls one use case. */
@Controller()
export class RemindersHandler {
  constructor(private readonly settings: ReminderSettingsService) {}

  @MessagePattern(Subjects.getSettings)
  get(@Payload() payload: unknown) {
    return this.settings.get(validatePayload(MemberRequestSchema, payload).member);
  }

  @MessagePattern(Subjects.setSettings)
  set(@Payload() payload: unknown) {
    const { member, settings } = validatePayload(SetNotificationSettingsSchema, payload);
    return this.settings.set(member, settings);
  }

  @MessagePattern(Subjects.unsubscribe)
  unsubscribe(@Payload() payload: unknown) {
    return this.settings.unsubscribe(validatePayload(UnsubscribeSchema, payload).token);
  }

  @MessagePattern(Subjects.pushPublicKey)
  publicKey() {
    return this.settings.publicKey();
  }

  @MessagePattern(Subjects.addPushSubscription)
  addPushSubscription(@Payload() payload: unknown) {
    const { member, subscription } = validatePayload(AddPushSubscriptionSchema, payload);
    return this.settings.addPushSubscription(member, subscription);
  }

  @MessagePattern(Subjects.removePushSubscription)
  removePushSubscription(@Payload() payload: unknown) {
    const { member, endpoint } = validatePayload(RemovePushSubscriptionSchema, payload);
    return this.settings.removePushSubscription(member, endpoint);
  }
}
