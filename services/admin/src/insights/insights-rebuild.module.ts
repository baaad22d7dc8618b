import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@reto/platform';
import { ADMIN_CONFIG, loadAdminConfig } from '../admin.config.js';
import { adminDatabase } from '../admin.database.js';
import { InsightsRebuildService } from './insights-rebuild.service.js';
import { InsightsRepository } from './insights.repository.js';

/**
 * What the rebuild command boots: the admin service's configuration, database and bus, and the
 * rebuild, without the live consumers (a running service keeps those; here they would only read
 * the same history beside the rebuild and wait on its transaction).
 */
@Module({
  imports: [ServiceKitModule.forService({ ...adminDatabase, config: { token: ADMIN_CONFIG, load: loadAdminConfig } })],
  providers: [InsightsRepository, InsightsRebuildService],
})
export class InsightsRebuildModule {}
