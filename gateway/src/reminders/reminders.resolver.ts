import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
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

  @Query(() => NotificationSettingsOutput)
  @UseGuards(SignedInGuard)
  notificationSettings(@CurrentUser() user: UserDto) {
    return this.reminders.settings(user);
  }

  @Mutation(() => NotificationSettingsOutput)
  @UseGuards(SignedInGuard)
  updateNotificationSettings(@CurrentUser() user: UserDto, @Args('input') input: NotificationSettingsInput) {
    return this.reminders.updateSettings(user, { ...input });
  }

  @Query(() => String, { description: "The app's VAPID public key, for PushManager.subscribe." })
  async pushPublicKey(): Promise<string> {
    return (await this.reminders.pushPublicKey()).publicKey;
  }

  @Mutation(() => Boolean)
  @UseGuards(SignedInGuard)
  async addPushSubscription(@CurrentUser() user: UserDto, @Args('subscription') subscription: PushSubscriptionInput) {
    await this.reminders.addPushSubscription(user, { ...subscription, keys: { ...subscription.keys } });
    return true;
  }

  @Mutation(() => Boolean)
  @UseGuards(SignedInGuard)
  async removePushSubscription(@CurrentUser() user: UserDto, @Args('endpoint') endpoint: string) {
    await this.reminders.removePushSubscription(user, endpoint);
    return true;
  }

  @Mutation(() => UnsubscribeOutput, { description: 'The mailed one-click link (no session needed).' })
  unsubscribeReminder(@Args('token') token: string) {
    return this.reminders.unsubscribe(token);
  }
}
