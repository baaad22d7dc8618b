import { CoreModule } from '../core/core.module.js';
import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller.js';

@Module({
  imports: [CoreModule],
  controllers: [MetricsController],
})
export class MetricsModule {}
