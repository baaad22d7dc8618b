import { serviceDatabase } from '@reto/platform';
import { ConversationEntity, DirectMessageEntity } from './conversations/conversation.entity.js';
import { MemberEntity } from './members/member.entity.js';
import { CreateCommunity1766900000000 } from './migrations/1766900000000-CreateCommunity.js';
import { DailyPrompts1766900000300 } from './migrations/1766900000300-DailyPrompts.js';
import { Moderation1766900000600 } from './migrations/1766900000600-Moderation.js';
import { DirectContact1766900000900 } from './migrations/1766900000900-DirectContact.js';
import { DayDone1766900001500 } from './migrations/1766900001500-DayDone.js';
import { PostPhotos1766900002000 } from './migrations/1766900002000-PostPhotos.js';
import { MuteEntity, PostEntity, PostPhotoEntity, ReactionEntity, ReportEntity } from './posts/post.entity.js';
import { DailyPromptEntity } from './prompts/daily-prompt.entity.js';

/** The community service's tables and migrations (TypeORM applies them in timestamp order). */
export const communityDatabase = serviceDatabase({
  service: 'community',
  entities: [
    MemberEntity,
    PostEntity,
    PostPhotoEntity,
    ReactionEntity,
    ReportEntity,
    MuteEntity,
    DailyPromptEntity,
    ConversationEntity,
    DirectMessageEntity,
  ],
  migrations: [
    CreateCommunity1766900000000,
    DailyPrompts1766900000300,
    Moderation1766900000600,
    DirectContact1766900000900,
    DayDone1766900001500,
    PostPhotos1766900002000,
  ],
  outboxAt: 1766900000100,
  processedEventsAt: 1766900000200,
});
