import { Field, InputType, ObjectType, OmitType } from '@nestjs/graphql';

@ObjectType('NotificationSettings', { description: "The member's reminders (times in their own timezone)." })
export class NotificationSettingsOutput {
  @Field() dailyReminder!: boolean;
  @Field({ description: 'HH:MM, local time.' }) reminderTime!: string;
  @Field() email!: boolean;
  @Field() push!: boolean;
  @Field() streakNudge!: boolean;
}

/** The same fields sent whole (shape only: the contract schema validates it in RemindersService). */
@InputType()
export class NotificationSettingsInput extends OmitType(NotificationSettingsOutput, [], InputType) {}

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
