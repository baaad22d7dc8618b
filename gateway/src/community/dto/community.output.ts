import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CommunityPostAuthor', { description: 'First name and initial, or the trainer; never an e-mail.' })
export class CommunityPostAuthorOutput {
  @Field() name!: string;
  @Field({ description: "The trainer's posts are marked." }) trainer!: boolean;
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
  @Field() createdAt!: string;
}

@ObjectType('CommunityFeed', { description: "A page of the member's edition group, newest first." })
export class CommunityFeedOutput {
  @Field(() => [CommunityPostOutput]) posts!: CommunityPostOutput[];
  @Field(() => String, { nullable: true, description: 'Pass it back for the next (older) page.' })
  nextCursor!: string | null;
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
