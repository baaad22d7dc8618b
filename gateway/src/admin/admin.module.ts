import { NatsModule } from '../nats/nats.module.js';
import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CoreModule } from '../core/core.module.js';
import { AdminController } from './admin.controller.js';
import { AdminResolver } from './admin.resolver.js';
import { AdminService } from './admin.service.js';
import { CacheVersionCache } from './cache-version.cache.js';
import { SecondFactorResolver } from './second-factor.resolver.js';

/** The trainer's panel: pre-approved list, videos, cache, magic links, members, audit log, the admin's second factor. */
@Module({
  imports: [CoreModule, NatsModule, AuthModule, AdminAuthModule],
  controllers: [AdminController],
  providers: [AdminService, AdminResolver, SecondFactorResolver, CacheVersionCache],
})
export class AdminModule {}
