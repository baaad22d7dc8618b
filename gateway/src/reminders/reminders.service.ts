import { Injectable } from '@nestjs/common';
import {
  AddPushSubscriptionSchema,
  ChallengeSubjects,
  MemberRequestSchema,
  RemovePushSubscriptionSchema,
  SetNotificationSettingsSchema,
  UnsubscribeSchema,
  type NotificationSettingsDto,
  type PushPublicKeyDto,
  type UnsubscribeDto,
  type UserDto,
} from '@reto/contracts';
import { RpcClient, validatePayload } from '@reto/platform';
import { member } from '../member/member.service.js';

const Subjects = ChallengeSubjects.reminders;

/**
 * The gateway-side functions of the member's reminders: each validates at the edge and
 * makes one NATS request to the challenge service. REST and GraphQL both call these.
 */
@Injectable()
export class RemindersService {
  constructor(private readonly rpc: RpcClient) {}

  settings(requestId: string, user: UserDto): Promise<NotificationSettingsDto> {
    return this.rpc.request(Subjects.getSettings, validatePayload(MemberRequestSchema, { member: member(user) }), {
      requestId,
    });
  }

  updateSettings(requestId: string, user: UserDto, settings: unknown): Promise<NotificationSettingsDto> {
    return this.rpc.request(
      Subjects.setSettings,
      validatePayload(SetNotificationSettingsSchema, { member: member(user), settings }),
      { requestId },
    );
  }

  /** The mailed one-click link: the token alone says whose reminder, and which (no session). */
  unsubscribe(requestId: string, token: unknown): Promise<UnsubscribeDto> {
    return this.rpc.request(Subjects.unsubscribe, validatePayload(UnsubscribeSchema, { token }), { requestId });
  }

  pushPublicKey(requestId: string): Promise<PushPublicKeyDto> {
    return this.rpc.request(Subjects.pushPublicKey, {}, { requestId });
  }

  addPushSubscription(requestId: string, user: UserDto, subscription: unknown): Promise<{ success: true }> {
    return this.rpc.request(
      Subjects.addPushSubscription,
      validatePayload(AddPushSubscriptionSchema, { member: member(user), subscription }),
      { requestId },
    );
  }

  removePushSubscription(requestId: string, user: UserDto, endpoint: unknown): Promise<{ success: true }> {
    return this.rpc.request(
      Subjects.removePushSubscription,
      validatePayload(RemovePushSubscriptionSchema, { member: member(user), endpoint }),
      { requestId },
    );
  }
}
