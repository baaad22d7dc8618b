import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule } from '@reto/platform';
import { adminDatabase } from './admin.database.js';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { AuditEventsConsumer } from './audit/audit-events.consumer.js';
import { AuditHandler } from './audit/audit.handler.js';
import { AuditRepository } from './audit/audit.repository.js';
import { AuditService } from './audit/audit.service.js';

/** The admin service owns the audit log of every administrator action. */
@Module({
  imports: [ServiceKitModule.forService(adminDatabase), TypeOrmModule.forFeature([AuditEntryEntity])],
  controllers: [AuditHandler],
  providers: [AuditRepository, AuditService, AuditEventsConsumer],
})
export class AppModule {}
