import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { PhotoUploadId } from '../uploads/photo-upload-id.js';
import { CommunityService } from './community.service.js';
import {
  CommunityCardOutput,
  CommunityFeedOutput,
  CommunityPostOutput,
  CommunityPromptOutput,
  CommunityReportResultOutput,
  CommunityThreadOutput,
} from './dto/community.output.js';

/** The member's edition group in GraphQL. */
@Resolver()
export class CommunityResolver {
  constructor(private readonly community: CommunityService) {}

  @Query(() => CommunityFeedOutput)
  @UseGuards(SignedInGuard)
  communityFeed(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('cursor', { type: () => String, nullable: true }) cursor?: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ) {
    return this.community.feed(requestId, user, cursor ?? undefined, limit ?? undefined);
  }

  @Query(() => CommunityCardOutput, { description: "The dashboard's community card, in one request." })
  @UseGuards(SignedInGuard)
  communityCard(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.community.card(requestId, user);
  }

  @Query(() => CommunityThreadOutput)
  @UseGuards(SignedInGuard)
  communityThread(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('id') id: string) {
    return this.community.thread(requestId, user, id);
  }

  @Query(() => CommunityPromptOutput)
  @UseGuards(SignedInGuard)
  communityPrompt(@RequestId() requestId: string, @CurrentUser() user: UserDto) {
    return this.community.todayPrompt(requestId, user);
  }

  @Mutation(() => CommunityPostOutput)
  @UseGuards(SignedInGuard)
  createCommunityPost(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('body') body: string,
    @Args('parentId', { type: () => String, nullable: true }) parentId?: string,
    @PhotoUploadId() photoUploadId?: string,
  ) {
    return this.community.post(requestId, user, body, parentId ?? undefined, photoUploadId);
  }

  @Mutation(() => CommunityPostOutput)
  @UseGuards(SignedInGuard)
  reactToCommunityPost(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('id') id: string,
    @Args('on') on: boolean,
  ) {
    return this.community.react(requestId, user, id, on);
  }

  @Mutation(() => CommunityReportResultOutput, { description: "Reports a post of the member's group to the trainer." })
  @UseGuards(SignedInGuard)
  reportCommunityPost(@RequestId() requestId: string, @CurrentUser() user: UserDto, @Args('id') id: string) {
    return this.community.report(requestId, user, id);
  }
}
