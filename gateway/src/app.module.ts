import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { Module, type DynamicModule } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { AdminAuthModule } from './admin-auth/admin-auth.module.js';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { ChallengeCoreModule, ChallengeModule } from './challenge/challenge.module.js';
import { BillingModule } from './billing/billing.module.js';
import { CoreModule } from './core/core.module.js';
import type { GatewayConfig } from './gateway.config.js';
import { graphqlOptions } from './graphql/graphql.options.js';
import { HealthModule } from './health/health.module.js';
import { LandingModule } from './landing/landing.module.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { NatsModule } from './nats/nats.module.js';
import { PricingModule } from './pricing/pricing.module.js';
import { RateLimitModule } from './rate-limit/rate-limit.module.js';
import { RedisModule } from './redis/redis.module.js';
import { ReviewsModule } from './reviews/reviews.module.js';
import { VoiceModule } from './voice/voice.module.js';
import { WebhooksModule } from './webhooks/webhooks.module.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, logger),
        NatsModule,
        RedisModule,
        RateLimitModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({ driver: ApolloDriver, ...graphqlOptions(config) }),
        HealthModule,
        MetricsModule,
        AuthModule,
        ChallengeCoreModule,
        ChallengeModule,
        BillingModule,
        PricingModule,
        WebhooksModule,
        AdminAuthModule,
        AdminModule,
        LandingModule,
        ReviewsModule,
        VoiceModule,
      ],
    };
  }
}
