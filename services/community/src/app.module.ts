import { Module } from '@nestjs/common';
import { RedisModule, ServiceKitModule } from '@reto/platform';
import { COMMUNITY_CONFIG, loadCommunityConfig } from './community.config.js';
import { communityDatabase } from './community.database.js';
import { ConversationsHandler } from './conversations/conversations.handler.js';
import { ConversationsRepository } from './conversations/conversations.repository.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { MessageRateLimit } from './conversations/message-rate-limit.js';
import { AccessEventsConsumer } from './members/access-events.consumer.js';
import { MembersRepository } from './members/members.repository.js';
import { MembersService } from './members/members.service.js';
import { PostRateLimit } from './posts/post-rate-limit.js';
import { PostsHandler } from './posts/posts.handler.js';
import { PostsRepository } from './posts/posts.repository.js';
import { PostsService } from './posts/posts.service.js';
import { TrainerPostsService } from './posts/trainer-posts.service.js';
import { NotificationsRepository } from './notifications/notifications.repository.js';
import { DailyPromptsHandler } from './prompts/daily-prompts.handler.js';
import { DailyPromptsRepository } from './prompts/daily-prompts.repository.js';
import { DailyPromptsService } from './prompts/daily-prompts.service.js';

@Module({
  imports: [
    ServiceKitModule.forService({
      ...communityDatabase,
      config: { token: COMMUNITY_CONFIG, load: loadCommunityConfig },
    }),
    RedisModule.forApp('community'),
  ],
  controllers: [PostsHandler, DailyPromptsHandler, ConversationsHandler],
  providers: [
    MembersRepository,
    MembersService,
    AccessEventsConsumer,
    PostsRepository,
    PostRateLimit,
    PostsService,
    TrainerPostsService,
    DailyPromptsRepository,
    DailyPromptsService,
    ConversationsRepository,
    MessageRateLimit,
    ConversationsService,
    NotificationsRepository,
  ],
})
export class AppModule {}
