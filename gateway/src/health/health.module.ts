import { NatsModule } from '../nats/nats.module.js';
import { GatewayRedisModule } from '../redis/redis.module.js';
import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  imports: [NatsModule, GatewayRedisModule],
  controllers: [HealthController],
  providers: [HealthService],
})
export class HealthModule {}
