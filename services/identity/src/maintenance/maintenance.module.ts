import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { SingleUseTokensModule } from '@reto/platform';
import { MAINTENANCE_QUEUE } from '../identity.constants.js';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { MaintenanceHandler } from './maintenance.handler.js';
import { MaintenanceQueueEvents, PurgeJob } from './purge.job.js';

/** The nightly purge of expired sessions and used tokens, and its on-demand run. */
@Module({
  imports: [BullModule.registerQueue({ name: MAINTENANCE_QUEUE }), SingleUseTokensModule, SessionsStoreModule],
  controllers: [MaintenanceHandler],
  providers: [PurgeJob, MaintenanceQueueEvents],
})
export class MaintenanceModule {}
