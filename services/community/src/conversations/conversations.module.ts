import { Module } from '@nestjs/common';
import { CommunityRedisModule } from '../community-redis.module.js';
import { MembersModule } from '../members/members.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ConversationsHandler } from './conversations.handler.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';
import { MessageRateLimit } from './message-rate-limit.service.js';

/** The members' conversations with the coach. */
@Module({
  imports: [CommunityRedisModule, MembersModule, NotificationsModule],
  controllers: [ConversationsHandler],
  providers: [ConversationsRepository, MessageRateLimit, ConversationsService],
  exports: [ConversationsRepository],
})
export class ConversationsModule {}
