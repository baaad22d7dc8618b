import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Mailer, QueuesModule, RedisModule, ServiceKitModule, SingleUseTokens } from '@reto/platform';
import { AccessChangedConsumer } from './access/access-changed.consumer.js';
import { AccessService } from './access/access.service.js';
import { AdminCredentialService } from './admin-credential/admin-credential.service.js';
import { SecretsRepository } from './admin-credential/secrets.repository.js';
import { LoginHandler } from './auth/login.handler.js';
import { LoginService } from './auth/login.service.js';
import { LoginThrottle } from './auth/login-throttle.service.js';
import { PasswordHasher } from './auth/password-hasher.service.js';
import { RegistrationHandler } from './auth/registration.handler.js';
import { RegistrationService } from './auth/registration.service.js';
import { EmailVerificationHandler } from './email-verification/email-verification.handler.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { IDENTITY_CONFIG, loadIdentityConfig, type IdentityConfig } from './identity.config.js';
import { LINK_REQUEST_QUEUE, MAIL_QUEUE, MAINTENANCE_QUEUE, RETRIED_JOB } from './identity.constants.js';
import { identityDatabase } from './identity.database.js';
import { JobOutbox } from './mail/job-outbox.service.js';
import { JobOutboxRepository } from './mail/job-outbox.repository.js';
import { MailJob } from './mail/mail.job.js';
import { MaintenanceHandler } from './maintenance/maintenance.handler.js';
import { MaintenanceQueueEvents, PurgeJob } from './maintenance/purge.job.js';
import { PreApprovalAdminHandler } from './pre-approval/pre-approval-admin.handler.js';
import { PreApprovalAdminService } from './pre-approval/pre-approval-admin.service.js';
import { PreApprovalHandler } from './pre-approval/pre-approval.handler.js';
import { PreApprovalRepository } from './pre-approval/pre-approval.repository.js';
import { PreApprovalService } from './pre-approval/pre-approval.service.js';
import { PreApprovedEmailEntity } from './pre-approval/pre-approved-email.entity.js';
import { LinkRequestsJob } from './recovery/link-requests.job.js';
import { PasswordResetService } from './recovery/password-reset.service.js';
import { RecoveryHandler } from './recovery/recovery.handler.js';
import { SignInLinkService } from './recovery/sign-in-link.service.js';
import { SecondFactorEntity } from './second-factor/second-factor.entity.js';
import { SecondFactorHandler } from './second-factor/second-factor.handler.js';
import { SECOND_FACTOR_BOX, SecondFactorService } from './second-factor/second-factor.service.js';
import { SecretBox } from './second-factor/secret-box.js';
import { SecondFactorsRepository } from './second-factor/second-factors.repository.js';
import { SessionEntity } from './sessions/session.entity.js';
import { SessionHandler } from './sessions/session.handler.js';
import { SessionService } from './sessions/session.service.js';
import { SessionsChangedPublisher } from './sessions/sessions-changed.publisher.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { UserEntity } from './users/user.entity.js';
import { UsersRepository } from './users/users.repository.js';
import { TimezoneHandler } from './users/timezone.handler.js';
import { TimezoneService } from './users/timezone.service.js';
import { VideoVersionHandler } from './users/video-version.handler.js';
import { VideoVersionService } from './users/video-version.service.js';
import { MemberSearchHandler } from './users/member-search.handler.js';
import { MemberSearchService } from './users/member-search.service.js';

@Module({
  imports: [
    ServiceKitModule.forService({
      ...identityDatabase,
      config: { token: IDENTITY_CONFIG, load: loadIdentityConfig },
    }),
    RedisModule.forApp('identity'),
    TypeOrmModule.forFeature([UserEntity, SessionEntity, PreApprovedEmailEntity, SecondFactorEntity]),
    QueuesModule.forService('identity'),
    BullModule.registerQueue(
      { name: MAIL_QUEUE, defaultJobOptions: RETRIED_JOB },
      { name: LINK_REQUEST_QUEUE, defaultJobOptions: RETRIED_JOB },
      { name: MAINTENANCE_QUEUE },
    ),
  ],
  controllers: [
    RegistrationHandler,
    LoginHandler,
    SessionHandler,
    PreApprovalHandler,
    RecoveryHandler,
    MaintenanceHandler,
    TimezoneHandler,
    VideoVersionHandler,
    PreApprovalAdminHandler,
    MemberSearchHandler,
    EmailVerificationHandler,
    SecondFactorHandler,
  ],
  providers: [
    UsersRepository,
    SecretsRepository,
    SessionsRepository,
    PreApprovalRepository,
    PasswordHasher,
    AdminCredentialService,
    SessionService,
    SessionsChangedPublisher,
    RegistrationService,
    LoginService,
    LoginThrottle,
    PreApprovalService,
    SingleUseTokens,
    Mailer,
    JobOutboxRepository,
    JobOutbox,
    MailJob,
    LinkRequestsJob,
    PasswordResetService,
    SignInLinkService,
    AccessChangedConsumer,
    AccessService,
    PurgeJob,
    MaintenanceQueueEvents,
    PreApprovalAdminService,
    MemberSearchService,
    TimezoneService,
    VideoVersionService,
    EmailVerificationService,
    SecondFactorsRepository,
    SecondFactorService,
    {
      provide: SECOND_FACTOR_BOX,
      inject: [IDENTITY_CONFIG],
      useFactory: (config: IdentityConfig) => new SecretBox(config.SECOND_FACTOR_KEY),
    },
  ],
})
export class AppModule {}
