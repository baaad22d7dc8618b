import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminAuthResolver } from './admin-auth.resolver.js';
import { AdminGuard } from './admin.guard.js';

/** The admin credential check; AdminGuard protects every admin call. */
@Module({
  imports: [AuthModule],
  controllers: [AdminAuthController],
  providers: [AdminGuard, AdminAuthResolver],
  exports: [AdminGuard],
})
export class AdminAuthModule {}
