import { Module } from '@nestjs/common';
import { MemberCacheModule } from '../cache/member-cache.module.js';
import { ContentAdminHandler } from './content-admin.handler.js';
import { ContentAdminService } from './content-admin.service.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';

/** The edition's content (units, exercises) as members read it and as the admin edits it. */
@Module({
  imports: [MemberCacheModule],
  controllers: [ContentAdminHandler],
  providers: [ContentRepository, ContentService, ContentAdminService],
  exports: [ContentService],
})
export class ContentModule {}
