import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { LOGGER } from '@reto/platform';
import type { Logger } from 'pino';
import { AdminAuthModule } from './admin-auth/admin-auth.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ChallengeModule } from './challenge/challenge.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CoreModule } from './core/core.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway.config.js';
import { graphqlOptions } from './graphql/graphql.options.js';
import { HealthModule } from './health/health.module.js';
import { LandingModule } from './landing/landing.module.js';
import { LIVE_EMITTER, type LiveEmitter } from './live/live-emitter.js';
import { LiveSubscriptions } from './live/live-subscriptions.service.js';
import { LiveModule } from './live/live.module.js';
import { MemberModule } from './member/member.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { CommunityModule } from './community/community.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { VoiceModule } from './voice/voice.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

/** The gateway: one module per feature, each importing what it uses (no global modules). */
@Module({
  imports: [
    GraphQLModule.forRootAsync<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      imports: [CoreModule, LiveModule],
      inject: [GATEWAY_CONFIG, LOGGER, LIVE_EMITTER, LiveSubscriptions],
      useFactory: (config: GatewayConfig, logger: Logger, emitter: LiveEmitter, subscriptions: LiveSubscriptions) =>
        graphqlOptions(config, logger, { emitter, subscriptions }),
    }),
    HealthModule,
    MetricsModule,
    AuthModule,
    MemberModule,
    ChallengeModule,
    BillingModule,
    PricingModule,
    WebhooksModule,
    AdminAuthModule,
    AdminModule,
    LandingModule,
    UploadsModule,
    ReviewsModule,
    RemindersModule,
    CommunityModule,
    VoiceModule,
  ],
})
export class AppModule {}
