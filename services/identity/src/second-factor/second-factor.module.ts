import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IDENTITY_CONFIG, type IdentityConfig } from '../identity.config.js';
import { SessionsStoreModule } from '../sessions/sessions-store.module.js';
import { UsersModule } from '../users/users.module.js';
import { SecondFactorEntity } from './second-factor.entity.js';
import { SecondFactorHandler } from './second-factor.handler.js';
import { SECOND_FACTOR_BOX, SecondFactorService } from './second-factor.service.js';
import { SecretBox } from './secret-box.js';
import { SecondFactorsRepository } from './second-factors.repository.js';

/** The admins' second factor: enrolment, the code at sign-in, and its secrets sealed by SECOND_FACTOR_KEY. */
@Module({
  imports: [TypeOrmModule.forFeature([SecondFactorEntity]), SessionsStoreModule, UsersModule],
  controllers: [SecondFactorHandler],
  providers: [
    SecondFactorsRepository,
    SecondFactorService,
    {
      provide: SECOND_FACTOR_BOX,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => new SecretBox(config.SECOND_FACTOR_KEY),
    },
  ],
  exports: [SecondFactorsRepository, SecondFactorService],
})
export class SecondFactorModule {}
