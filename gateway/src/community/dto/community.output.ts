import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CommunityPostAuthor', { description: 'First name and initial, or the trainer; never an e-mail.' })
export class CommunityPostAuthorOutput {
  @Field() name!: string;
  @Field({ description: "The trainer's posts are marked." }) trainer!: boolean;
  @Field(() => Int, { nullable: true, description: "A member's programme day today (null for the trainer)." })
  day!: number | null;
  @Field(() => Int, { nullable: true, description: "A member's streak of completed days (null for the trainer)." })
  streak!: number | null;
}

@ObjectType('CommunityPhoto', {
  description: "A post's photo: served to its group's members only, re-encoded, no metadata.",
})
export class CommunityPhotoOutput {
  @Field({
    description:
      "Where the asker fetches it: a member from the group's path (signed-in session); the trainer's panel from the admin path (with X-Admin-Auth).",
  })
  url!: string;
  @Field(() => Int, { description: 'As stored (at most 1600 px on its longest side).' }) width!: number;
  @Field(() => Int) height!: number;
}

@ObjectType('CommunityPost', { description: 'A post of the edition group, or a reply to one (plain text).' })
export class CommunityPostOutput {
  @Field() id!: string;
  @Field(() => String, { nullable: true }) parentId!: string | null;
  @Field(() => CommunityPostAuthorOutput) author!: CommunityPostAuthorOutput;
  @Field() body!: string;
  @Field() pinned!: boolean;
  @Field(() => Int, { description: 'How many "💪".' }) reactions!: number;
  @Field() reactedByMe!: boolean;
  @Field(() => Int) replies!: number;
  @Field({ description: 'Hidden by the trainer (members never receive hidden posts, only their removal).' })
  hidden!: boolean;
  @Field(() => String, { nullable: true, description: "The coach's safety note, when the text speaks of health." })
  safetyNote!: string | null;
  @Field(() => CommunityPhotoOutput, { nullable: true, description: 'The photo shared with it, if any.' })
  photo!: CommunityPhotoOutput | null;
  @Field() createdAt!: string;
}

@ObjectType('CommunityLiveEvent', { description: 'A post of the group as it is after a change, delivered live.' })
export class CommunityLiveEventOutput {
  @Field({ description: 'created | reacted | pinned | unpinned | hidden | restored' }) change!: string;
  @Field(() => CommunityPostOutput) post!: CommunityPostOutput;
}

@ObjectType('CommunityReport', { description: 'A reported post, listed once with how many members reported it.' })
export class CommunityReportOutput {
  @Field(() => CommunityPostOutput) post!: CommunityPostOutput;
  @Field(() => Int) reports!: number;
  @Field() lastReportedAt!: string;
}

@ObjectType('CommunityTrainerFeed')
export class CommunityTrainerFeedOutput {
  @Field(() => [String], { description: 'Every edition group by its key, newest first.' })
  groups!: string[];
  @Field(() => String, { nullable: true, description: 'The group shown; null when there is none yet.' })
  groupKey!: string | null;
  @Field(() => [CommunityPostOutput], { description: "The group's latest posts, pinned first (hidden ones left out)." })
  posts!: CommunityPostOutput[];
  @Field(() => [CommunityPostOutput], {
    description: 'The replies to those posts, oldest first (hidden ones left out): each under its parentId.',
  })
  replies!: CommunityPostOutput[];
}

@ObjectType('CommunityMute')
export class CommunityMuteOutput {
  @Field(() => String, { nullable: true, description: 'Until when the member cannot post; null: lifted.' })
  mutedUntil!: string | null;
  @Field() authorName!: string;
}

@ObjectType('CommunityReportResult')
export class CommunityReportResultOutput {
  @Field() reported!: boolean;
}

@ObjectType('CommunityDailyPrompt')
export class CommunityDailyPromptOutput {
  @Field(() => Int) day!: number;
  @Field() text!: string;
}

@ObjectType('CommunityFeed', { description: "A page of the member's edition group, newest first." })
export class CommunityFeedOutput {
  @Field(() => [CommunityPostOutput]) posts!: CommunityPostOutput[];
  @Field(() => String, { nullable: true, description: 'Pass it back for the next (older) page.' })
  nextCursor!: string | null;
}

@ObjectType('CommunityCardPost', { description: "The group's latest pinned post, as the dashboard's card shows it." })
export class CommunityCardPostOutput {
  @Field() id!: string;
  @Field() body!: string;
  @Field() authorName!: string;
}

@ObjectType('CommunityCard', {
  description:
    "The dashboard's window on the community: the group's latest pinned post and the coach's unread messages.",
})
export class CommunityCardOutput {
  @Field(() => CommunityCardPostOutput, { nullable: true, description: 'Null: no post pinned.' })
  pinned!: CommunityCardPostOutput | null;
  @Field(() => Int, { description: "The coach's messages the member has not read yet (not read by asking)." })
  unread!: number;
}

@ObjectType('CommunityThread')
export class CommunityThreadOutput {
  @Field(() => CommunityPostOutput) post!: CommunityPostOutput;
  @Field(() => [CommunityPostOutput]) replies!: CommunityPostOutput[];
}

@ObjectType('CommunityPrompt', { description: "The trainer's prompt of the member's programme day, if any." })
export class CommunityPromptOutput {
  @Field(() => Int, { nullable: true }) day!: number | null;
  @Field(() => String, { nullable: true }) prompt!: string | null;
}

@ObjectType('DirectMessage', { description: "A message of a member's conversation with the coach (plain text)." })
export class DirectMessageOutput {
  @Field() id!: string;
  @Field() conversationId!: string;
  @Field({ description: "The coach's reply (else the member's message)." }) fromTrainer!: boolean;
  @Field({ description: 'First name and initial, or the trainer.' }) authorName!: string;
  @Field() body!: string;
  @Field() createdAt!: string;
}

@ObjectType('DirectConversation', { description: "The member's own conversation with the coach." })
export class DirectConversationOutput {
  @Field(() => String, { nullable: true, description: 'Null before the first message.' }) id!: string | null;
  @Field(() => [DirectMessageOutput], { description: 'The latest messages, oldest first.' })
  messages!: DirectMessageOutput[];
  @Field(() => Int, { description: "The coach's messages the member had not read before this answer." })
  unread!: number;
}

@ObjectType('CommunityInboxEntry', { description: "One conversation of the trainer's inbox." })
export class CommunityInboxEntryOutput {
  @Field() conversationId!: string;
  @Field(() => Int) userId!: number;
  @Field({ description: 'First name and initial; never an e-mail.' }) memberName!: string;
  @Field(() => Int, { description: "The member's messages the trainer has not read." }) unread!: number;
  @Field(() => String, { nullable: true, description: 'Since when the member waits for an answer.' })
  awaitingSince!: string | null;
  @Field(() => String, { nullable: true }) lastMessageAt!: string | null;
  @Field(() => String, { nullable: true }) lastMessage!: string | null;
  @Field(() => Int, { nullable: true, description: "The member's programme day today." }) day!: number | null;
  @Field(() => Int) streak!: number;
  @Field(() => String, { nullable: true }) lastCompletedAt!: string | null;
}

@ObjectType('CommunityTrainerConversation')
export class CommunityTrainerConversationOutput {
  @Field(() => CommunityInboxEntryOutput) entry!: CommunityInboxEntryOutput;
  @Field(() => [DirectMessageOutput]) messages!: DirectMessageOutput[];
}

@ObjectType('CommunityMissingMember', { description: 'A member who missed two or more days in a row.' })
export class CommunityMissingMemberOutput {
  @Field(() => Int) userId!: number;
  @Field() memberName!: string;
  @Field(() => Int) missedDays!: number;
  @Field(() => Int, { nullable: true }) day!: number | null;
  @Field(() => Int) streak!: number;
  @Field(() => String, { nullable: true }) lastCompletedAt!: string | null;
  @Field(() => String, { nullable: true }) conversationId!: string | null;
}

@ObjectType('CommunityInboxEvent', { description: 'A message of any conversation, live, for the inbox.' })
export class CommunityInboxEventOutput {
  @Field(() => Int) userId!: number;
  @Field(() => DirectMessageOutput) message!: DirectMessageOutput;
}
