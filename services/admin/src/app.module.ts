import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { ADMIN_CONFIG, loadAdminConfig } from './admin.config.js';
import { adminDatabase } from './admin.database.js';
import { AuditModule } from './audit/audit.module.js';
import { InsightsModule } from './insights/insights.module.js';

/** Admin: the platform's wiring, then one module per feature (each importing what it uses). */
@Module({
  imports: [
    ServiceKitModule.forService({ ...adminDatabase, config: { token: ADMIN_CONFIG, load: loadAdminConfig } }),
    AuditModule,
    InsightsModule,
  ],
})
export class AppModule {}
