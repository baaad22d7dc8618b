import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { CardModule } from './card/card.module.js';
import { COMMUNITY_CONFIG, loadCommunityConfig } from './community.config.js';
import { communityDatabase } from './community.database.js';
import { ConversationsModule } from './conversations/conversations.module.js';
import { PostsModule } from './posts/posts.module.js';
import { PromptsModule } from './prompts/prompts.module.js';

/** Community: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({
      ...communityDatabase,
      config: { token: COMMUNITY_CONFIG, load: loadCommunityConfig },
    }),
    PostsModule,
    PromptsModule,
    ConversationsModule,
    CardModule,
  ],
})
export class AppModule {}
