import { Module } from '@nestjs/common';
import { AdminAuthModule } from '../admin-auth/admin-auth.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { LiveModule } from '../live/live.module.js';
import { CommunityAdminResolver } from './community-admin.resolver.js';
import { CommunityLiveResolver } from './community-live.resolver.js';
import { CommunityPhotosController, TrainerPhotosController } from './community-photos.controller.js';
import { CoreModule } from '../core/core.module.js';
import { NatsModule } from '../nats/nats.module.js';
import { CommunityResolver } from './community.resolver.js';
import { CommunityService } from './community.service.js';
import { DirectContactResolver } from './direct-contact.resolver.js';

/** The member's edition group (posts with their photos, replies, the "💪", the day's prompt, live), and the trainer's moderation. */
@Module({
  imports: [CoreModule, NatsModule, AuthModule, AdminAuthModule, LiveModule],
  controllers: [CommunityPhotosController, TrainerPhotosController],
  providers: [
    CommunityService,
    CommunityResolver,
    CommunityLiveResolver,
    CommunityAdminResolver,
    DirectContactResolver,
  ],
})
export class CommunityModule {}
