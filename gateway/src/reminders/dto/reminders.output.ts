import { Field, InputType, ObjectType, OmitType } from '@nestjs/graphql';

@ObjectType('NotificationSettings', { description: "The member's reminders (times in their own timezone)." })
export class NotificationSettingsOutput {
  @Field() dailyReminder!: boolean;
  @Field({ description: 'HH:MM, local time.' }) reminderTime!: string;
  @Field() email!: boolean;
  @Field() push!: boolean;
  @Field() streakNudge!: boolean;
  @Field({ description: "A push for a reply to the member in the group or the coach's message." }) community!: boolean;
}

/**
 * The same fields sent whole (shape only: the contract schema validates it in RemindersService);
 * `community` may be left out by a client of an earlier build (the stored choice stays).
 */
@InputType()
export class NotificationSettingsInput extends OmitType(NotificationSettingsOutput, ['community'], InputType) {
  @Field(() => Boolean, { nullable: true }) community?: boolean;
}

@InputType()
export class PushSubscriptionKeysInput {
  @Field() p256dh!: string;
  @Field() auth!: string;
}

/** A browser's `PushSubscription.toJSON()` (shape only). */
@InputType()
export class PushSubscriptionInput {
  @Field() endpoint!: string;
  @Field(() => Number, { nullable: true }) expirationTime?: number | null;
  @Field(() => PushSubscriptionKeysInput) keys!: PushSubscriptionKeysInput;
}

@ObjectType('ReminderUnsubscribe')
export class UnsubscribeOutput {
  @Field({ description: 'daily | nudge' }) kind!: string;
  @Field() message!: string;
}
