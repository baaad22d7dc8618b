import { Module } from '@nestjs/common';
import { MemberCacheModule } from '../cache/member-cache.module.js';
import { CompletionsRepository } from '../completions/completions.repository.js';
import { ContentModule } from '../content/content.module.js';
import { EnrolmentsModule } from '../enrolments/enrolments.module.js';
import { MemberHandler } from './member.handler.js';
import { MemberService } from './member.service.js';
import { MemberStateRepository } from './member-state.repository.js';

/** The member's challenge: today's unit, completions, streak and progress. */
@Module({
  imports: [MemberCacheModule, ContentModule, EnrolmentsModule],
  controllers: [MemberHandler],
  providers: [CompletionsRepository, MemberStateRepository, MemberService],
  exports: [MemberService],
})
export class MemberModule {}
