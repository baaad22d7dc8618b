import { Module } from '@nestjs/common';
import { CommunityChangesPublisher } from './community-changes.publisher.js';

/** The broadcasts that tell every gateway replica what changed in the groups and conversations. */
@Module({
  providers: [CommunityChangesPublisher],
  exports: [CommunityChangesPublisher],
})
export class ChangesModule {}
