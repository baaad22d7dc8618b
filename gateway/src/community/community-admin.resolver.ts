import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { AdminGuard } from '../admin-auth/admin.guard.js';
import { CurrentUser } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { PhotoUploadId } from '../uploads/photo-upload-id.js';
import { CommunityService } from './community.service.js';
import {
  CommunityInboxEntryOutput,
  CommunityMissingMemberOutput,
  CommunityTrainerConversationOutput,
  DirectMessageOutput,
  CommunityDailyPromptOutput,
  CommunityMuteOutput,
  CommunityPostOutput,
  CommunityReportOutput,
  CommunityTrainerFeedOutput,
} from './dto/community.output.js';

/** The trainer's moderation of the groups: every operation behind AdminGuard, every action audited. */
@Resolver()
@UseGuards(AdminGuard)
export class CommunityAdminResolver {
  constructor(private readonly community: CommunityService) {}

  @Query(() => [CommunityReportOutput], { description: 'Reported posts, each once with its count.' })
  adminCommunityReports(@RequestId() requestId: string, @CurrentUser() admin: UserDto) {
    return this.community.reports(requestId, admin);
  }

  @Mutation(() => CommunityPostOutput, { description: 'Hides a post from every member (or restores it).' })
  adminHideCommunityPost(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('id') id: string,
    @Args('hidden') hidden: boolean,
  ) {
    return this.community.hide(requestId, admin, id, hidden);
  }

  @Mutation(() => CommunityPostOutput)
  adminPinCommunityPost(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('id') id: string,
    @Args('pinned') pinned: boolean,
  ) {
    return this.community.pin(requestId, admin, id, pinned);
  }

  @Mutation(() => CommunityMuteOutput, {
    description: "Pauses a post's author in the group for some hours (0 lifts it).",
  })
  adminMuteCommunityMember(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('postId') postId: string,
    @Args('hours', { type: () => Int }) hours: number,
  ) {
    return this.community.mute(requestId, admin, postId, hours);
  }

  @Mutation(() => CommunityPostOutput, { description: "The trainer's post (or reply) in an edition group." })
  adminCommunityPost(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('groupKey') groupKey: string,
    @Args('body') body: string,
    @Args('parentId', { type: () => String, nullable: true }) parentId?: string,
    @PhotoUploadId() photoUploadId?: string,
  ) {
    return this.community.trainerPost(requestId, admin, groupKey, body, parentId ?? undefined, photoUploadId);
  }

  @Query(() => CommunityTrainerFeedOutput, {
    description: "Every edition group and one group's latest posts (the newest group when groupKey is absent).",
  })
  adminCommunityGroup(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('groupKey', { type: () => String, nullable: true }) groupKey?: string,
  ) {
    return this.community.trainerFeed(requestId, admin, groupKey ?? undefined);
  }

  @Query(() => [CommunityDailyPromptOutput], { description: "Every day's prompt written ahead." })
  adminCommunityPrompts(@RequestId() requestId: string, @CurrentUser() admin: UserDto) {
    return this.community.prompts(requestId, admin);
  }

  @Mutation(() => [CommunityDailyPromptOutput], { description: "Writes (or clears, with '') one day's prompt." })
  adminSetCommunityPrompt(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('day', { type: () => Int }) day: number,
    @Args('text') text: string,
  ) {
    return this.community.setPrompt(requestId, admin, day, text);
  }

  @Query(() => [CommunityInboxEntryOutput], {
    description: 'Every conversation with its unread count, oldest unanswered first.',
  })
  adminCommunityInbox(@RequestId() requestId: string, @CurrentUser() admin: UserDto) {
    return this.community.inbox(requestId, admin);
  }

  @Query(() => [CommunityMissingMemberOutput], { description: 'Members who missed two or more days in a row.' })
  adminCommunityMissing(@RequestId() requestId: string, @CurrentUser() admin: UserDto) {
    return this.community.missing(requestId, admin);
  }

  @Mutation(() => CommunityTrainerConversationOutput, {
    description: "Opens a member's conversation (created the first time, audited); read by the trainer.",
  })
  adminOpenConversation(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('userId', { type: () => Int }) userId: number,
  ) {
    return this.community.openConversation(requestId, admin, userId);
  }

  @Query(() => CommunityTrainerConversationOutput, {
    description:
      'A conversation read again as the panel shows it (after a reconnect): not audited, nothing marked read.',
  })
  adminCommunityConversation(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('conversationId') conversationId: string,
  ) {
    return this.community.trainerConversation(requestId, admin, conversationId);
  }

  @Mutation(() => DirectMessageOutput, { description: "The trainer's reply in a member's conversation (audited)." })
  adminSendDirectMessage(
    @RequestId() requestId: string,
    @CurrentUser() admin: UserDto,
    @Args('conversationId') conversationId: string,
    @Args('body') body: string,
  ) {
    return this.community.reply(requestId, admin, conversationId, body);
  }
}
