import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryEntity } from './audit-entry.entity.js';
import { AuditEventsConsumer } from './audit-events.consumer.js';
import { AuditHandler } from './audit.handler.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** The audit log: every admin action the other services report, and the admin's reading of it. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditHandler],
  providers: [AuditRepository, AuditService, AuditEventsConsumer],
})
export class AuditModule {}
