import { Module } from '@nestjs/common';
import { NotificationsRepository } from './notifications.repository.js';

/** What a member is told of while away (a reply to them, the coach's message): kept for the push. */
@Module({
  providers: [NotificationsRepository],
  exports: [NotificationsRepository],
})
export class NotificationsModule {}
