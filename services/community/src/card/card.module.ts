import { Module } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { MembersModule } from '../members/members.module.js';
import { PostsModule } from '../posts/posts.module.js';
import { CardHandler } from './card.handler.js';
import { CardService } from './card.service.js';

/** The dashboard's community card. */
@Module({
  imports: [MembersModule, PostsModule, ConversationsModule],
  controllers: [CardHandler],
  providers: [CardService],
})
export class CardModule {}
