import { serviceDatabase } from '@reto/platform';
import { CreateUsersAndSessions1763700000000 } from './migrations/1763700000000-CreateUsersAndSessions.js';
import { IdentityAccess1763800000000 } from './migrations/1763800000000-IdentityAccess.js';
import { AdminAuthSecret1763800000200 } from './migrations/1763800000200-AdminAuthSecret.js';
import { UsernameSkeleton1763900000300 } from './migrations/1763900000300-UsernameSkeleton.js';
import { EmailVerification1764100000000 } from './migrations/1764100000000-EmailVerification.js';
import { SecondFactor1764300000000 } from './migrations/1764300000000-SecondFactor.js';
import { JobOutbox1764990000000 } from './migrations/1764990000000-JobOutbox.js';
import { JobOutboxEntity } from './mail/job-outbox.entity.js';
import { PreApprovedEmailEntity } from './pre-approval/pre-approved-email.entity.js';
import { SecondFactorEntity } from './second-factor/second-factor.entity.js';
import { SessionEntity } from './sessions/session.entity.js';
import { UserEntity } from './users/user.entity.js';

/** Identity's tables and migrations (TypeORM applies them in timestamp order). */
export const identityDatabase = serviceDatabase({
  service: 'identity',
  entities: [UserEntity, SessionEntity, PreApprovedEmailEntity, SecondFactorEntity, JobOutboxEntity],
  migrations: [
    CreateUsersAndSessions1763700000000,
    IdentityAccess1763800000000,
    AdminAuthSecret1763800000200,
    UsernameSkeleton1763900000300,
    EmailVerification1764100000000,
    SecondFactor1764300000000,
    JobOutbox1764990000000,
  ],
  outboxAt: 1763700000100,
  processedEventsAt: 1763800000100,
  // The reset, sign-in and verification links: the platform's store, with the links already mailed.
  singleUseTokens: { at: 1764700000000, from: { table: 'one_time_tokens', purpose: 'kind', subject: 'user_id' } },
});
