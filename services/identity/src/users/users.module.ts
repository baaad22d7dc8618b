import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PreApprovalModule } from '../pre-approval/pre-approval.module.js';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { MemberSearchHandler } from './member-search.handler.js';
import { MemberSearchService } from './member-search.service.js';
import { TimezoneHandler } from './timezone.handler.js';
import { TimezoneService } from './timezone.service.js';
import { UserEntity } from './user.entity.js';
import { UsersRepository } from './users.repository.js';
import { VideoVersionHandler } from './video-version.handler.js';
import { VideoVersionService } from './video-version.service.js';

/** The members' accounts (the users table) and what a member sets on theirs: timezone, video version; the admin's member search. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionsStoreModule, PreApprovalModule],
  controllers: [TimezoneHandler, VideoVersionHandler, MemberSearchHandler],
  providers: [UsersRepository, TimezoneService, VideoVersionService, MemberSearchService],
  exports: [UsersRepository],
})
export class UsersModule {}
