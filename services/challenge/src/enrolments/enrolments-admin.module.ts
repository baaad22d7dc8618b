import { Module } from '@nestjs/common';
import { MemberModule } from '../member/member.module.js';
import { EnrolmentsAdminHandler } from './enrolments-admin.handler.js';
import { EnrolmentsAdminService } from './enrolments-admin.service.js';
import { EnrolmentsModule } from './enrolments.module.js';

/** The admin's view of the enrolments and of each member's progress. */
@Module({
  imports: [EnrolmentsModule, MemberModule],
  controllers: [EnrolmentsAdminHandler],
  providers: [EnrolmentsAdminService],
})
export class EnrolmentsAdminModule {}
