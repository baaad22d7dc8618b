import type { AdminSubjects, auditSubject } from './admin.js';
import type { BillingSubjects } from './billing.js';
import type { ChallengeSubjects } from './challenge.js';
import type { CommunitySubjects } from './community.js';
import type { IdentitySubjects } from './identity.js';
import type { ReviewsSubjects } from './reviews.js';
import type { healthPingSubject } from './services.js';
import type { VoiceSubjects } from './voice.js';
import type { GatewaySubjects } from './webhooks.js';

/** The strings at the leaves of an object of subjects. */
type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/**
 * Every subject the contracts name on the bus: each app's requests, core notices and events, the
 * services' health pings and their audit events. infra/nats/permissions.mjs is type-checked against it, so a subject
 * renamed or removed here fails the build there instead of a request at run time.
 */
export type BusSubject =
  | Leaves<
      | typeof IdentitySubjects
      | typeof ChallengeSubjects
      | typeof BillingSubjects
      | typeof ReviewsSubjects
      | typeof CommunitySubjects
      | typeof VoiceSubjects
      | typeof AdminSubjects
      | typeof GatewaySubjects
    >
  | ReturnType<typeof healthPingSubject>
  | ReturnType<typeof auditSubject>;

/** The events among them (`<app>.<entity>.<past-tense>.v<n>`, on JetStream). */
export type EventSubject = Extract<BusSubject, `${string}.v${number}`>;
