import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { PreApprovalAdminHandler } from './pre-approval-admin.handler.js';
import { PreApprovalAdminService } from './pre-approval-admin.service.js';
import { PreApprovalHandler } from './pre-approval.handler.js';
import { PreApprovalRepository } from './pre-approval.repository.js';
import { PreApprovalService } from './pre-approval.service.js';
import { PreApprovedEmailEntity } from './pre-approved-email.entity.js';

/** The pre-approved emails: whether an address may enter, and the admin's list of them. */
@Module({
  imports: [TypeOrmModule.forFeature([PreApprovedEmailEntity]), SessionsStoreModule],
  controllers: [PreApprovalHandler, PreApprovalAdminHandler],
  providers: [PreApprovalRepository, PreApprovalService, PreApprovalAdminService],
  exports: [PreApprovalService],
})
export class PreApprovalModule {}
