import { UseGuards } from '@nestjs/common';
import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { UserDto } from '@reto/contracts';
import { CurrentUser, SignedInGuard } from '../auth/signed-in.guard.js';
import { RequestId } from '../http/request-of.js';
import { CommunityService } from './community.service.js';
import { DirectConversationOutput, DirectMessageOutput } from './dto/community.output.js';

/** The member's private conversation with the coach (`/mensajes`) in GraphQL. */
@Resolver()
@UseGuards(SignedInGuard)
export class DirectContactResolver {
  constructor(private readonly community: CommunityService) {}

  @Query(() => DirectConversationOutput, {
    description: "The member's conversation with the coach (read now); an id that is not theirs answers 404.",
  })
  directConversation(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('id', { type: () => String, nullable: true }) id?: string,
  ) {
    return this.community.conversation(requestId, user, id ?? undefined);
  }

  @Query(() => Int, {
    description: "The coach's messages the member has not read yet, without reading them.",
  })
  async directUnread(@RequestId() requestId: string, @CurrentUser() user: UserDto): Promise<number> {
    return (await this.community.unreadMessages(requestId, user)).unread;
  }

  @Mutation(() => DirectMessageOutput, { description: 'A message to the coach (plain text, up to 2,000 characters).' })
  sendDirectMessage(
    @RequestId() requestId: string,
    @CurrentUser() user: UserDto,
    @Args('body') body: string,
    @Args('conversationId', { type: () => String, nullable: true }) conversationId?: string,
  ) {
    return this.community.sendMessage(requestId, user, body, conversationId ?? undefined);
  }
}
