import { Injectable } from '@nestjs/common';
import type { CommunityCardDto } from '@reto/contracts/community';
import { ConversationsRepository } from '../conversations/conversations.repository.js';
import { MembersService } from '../members/members.service.js';
import { PostsRepository } from '../posts/posts.repository.js';

/**
 * The dashboard's window on the community, asked at every opening of the dashboard: the group's
 * latest pinned post and the coach's unread messages, read together after the member's group
 * (which refuses a member outside a group, as the feed does).
 */
@Injectable()
export class CardService {
  constructor(
    private readonly members: MembersService,
    private readonly posts: PostsRepository,
    private readonly conversations: ConversationsRepository,
  ) {}

  async card(userId: number): Promise<CommunityCardDto> {
    const groupKey = await this.members.groupOf(userId);
    const [pinned, unread] = await Promise.all([
      this.posts.latestPinned(groupKey),
      this.conversations.unreadByMember(userId),
    ]);
    return { pinned, unread };
  }
}
