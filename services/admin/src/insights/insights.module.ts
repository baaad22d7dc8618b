import { Module } from '@nestjs/common';
import { InsightsEventsConsumer } from './insights-events.consumer.js';
import { InsightsRebuildService } from './insights-rebuild.service.js';
import { InsightsHandler } from './insights.handler.js';
import { InsightsRepository } from './insights.repository.js';
import { InsightsService } from './insights.service.js';

/** The edition's results: a read model fed by the other services' events, and its rebuild. */
@Module({
  controllers: [InsightsHandler],
  providers: [InsightsRepository, InsightsService, InsightsEventsConsumer, InsightsRebuildService],
})
export class InsightsModule {}
