import { Module } from '@nestjs/common';
import { RedisModule } from '@reto/platform';
import { CommunityRedisModule } from '../community-redis.module.js';
import { MembersModule } from '../members/members.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PostRateLimit } from './post-rate-limit.service.js';
import { PostsHandler } from './posts.handler.js';
import { PostsRepository } from './posts.repository.js';
import { PostsService } from './posts.service.js';
import { TrainerPostsHandler } from './trainer-posts.handler.js';
import { TrainerPostsService } from './trainer-posts.service.js';

/** The edition group's posts and replies, the members' and the trainer's, their photos taken from the upload stash. */
@Module({
  imports: [CommunityRedisModule, MembersModule, NotificationsModule, RedisModule.forUploads()],
  controllers: [PostsHandler, TrainerPostsHandler],
  providers: [PostsRepository, PostRateLimit, PostsService, TrainerPostsService],
  exports: [PostsRepository],
})
export class PostsModule {}
