import { Module } from '@nestjs/common';
import { CoreModule } from '../core/core.module.js';
import { GatewayRedisModule } from '../redis/redis.module.js';
import { RateLimitService } from './rate-limit.service.js';

@Module({ imports: [CoreModule, GatewayRedisModule], providers: [RateLimitService], exports: [RateLimitService] })
export class RateLimitModule {}
