import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, Member } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import {
  NotificationSettingsInput,
  NotificationSettingsOutput,
  PushSubscriptionInput,
  UnsubscribeOutput,
} from './dto/reminders.output.js';
import { RemindersService } from './reminders.service.js';

/** The member's reminders in GraphQL: the same gateway-side functions as the REST paths. */
@Resolver()
export class RemindersResolver {
  constructor(private readonly reminders: RemindersService) {}

  @Member.Query(() => NotificationSettingsOutput)
  notificationSettings(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.reminders.settings(requestId, user);
  }

  @Member.Mutation(() => NotificationSettingsOutput)
  updateNotificationSettings(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('input') input: NotificationSettingsInput,
  ) {
    return this.reminders.updateSettings(requestId, user, { ...input });
  }

  @Query(() => String, { description: "The app's VAPID public key, for PushManager.subscribe." })
  async pushPublicKey(@RequestId() requestId: string): Promise<string> {
    return (await this.reminders.pushPublicKey(requestId)).publicKey;
  }

  @Member.Mutation(() => Boolean)
  async addPushSubscription(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('subscription') subscription: PushSubscriptionInput,
  ) {
    await this.reminders.addPushSubscription(requestId, user, { ...subscription, keys: { ...subscription.keys } });
    return true;
  }

  @Member.Mutation(() => Boolean)
  async removePushSubscription(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('endpoint') endpoint: string,
  ) {
    await this.reminders.removePushSubscription(requestId, user, endpoint);
    return true;
  }

  @Mutation(() => UnsubscribeOutput, { description: 'The mailed one-click link (no session needed).' })
  unsubscribeReminder(@RequestId() requestId: string, @Args('token') token: string) {
    return this.reminders.unsubscribe(requestId, token);
  }
}
