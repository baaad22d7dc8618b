import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule } from '@reto/platform';
import { ADMIN_CONFIG, loadAdminConfig } from './admin.config.js';
import { adminDatabase } from './admin.database.js';
import { AuditEntryEntity } from './audit/audit-entry.entity.js';
import { AuditEventsConsumer } from './audit/audit-events.consumer.js';
import { AuditHandler } from './audit/audit.handler.js';
import { AuditRepository } from './audit/audit.repository.js';
import { AuditService } from './audit/audit.service.js';
import { InsightsEventsConsumer } from './insights/insights-events.consumer.js';
import { InsightsRebuildService } from './insights/insights-rebuild.service.js';
import { InsightsHandler } from './insights/insights.handler.js';
import { InsightsRepository } from './insights/insights.repository.js';
import { InsightsService } from './insights/insights.service.js';

/** The admin service owns the audit log of every administrator action and the read model of "Resultados". */
@Module({
  imports: [
    ServiceKitModule.forService({ ...adminDatabase, config: { token: ADMIN_CONFIG, load: loadAdminConfig } }),
    TypeOrmModule.forFeature([AuditEntryEntity]),
  ],
  controllers: [AuditHandler, InsightsHandler],
  providers: [
    AuditRepository,
    AuditService,
    AuditEventsConsumer,
    InsightsRepository,
    InsightsService,
    InsightsEventsConsumer,
    InsightsRebuildService,
  ],
})
export class AppModule {}
