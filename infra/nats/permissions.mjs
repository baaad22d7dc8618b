// Who may say what on NATS: one entry per app, the only place the permissions are written. Each
// app connects as its own NATS user (infra/nats/config.mjs turns this into the server's
// `authorization` block) and may
//   - answer (subscribe to) only its own request subjects `<service>.>`, in its queue group;
//   - request (publish) only the subjects listed in `calls` (and `notifies`, core notices to its own
//     replicas or to other apps' replicas), and reply to the requests it received
//     (allow_responses), never to another app's inbox;
//   - hear (subscribe to, no queue group) the core notices listed in `listens`;
//   - publish its own events `<app>.*.*.v1` (its JetStream stream), and consume the events listed in
//     `consumes` through its own durable consumers (JetStream API and acks of those only).
// Subjects are the strings of packages/contracts (request `<service>.<entity>.<verb>`, event
// `<app>.<entity>.<past-tense>.v1`), type-checked against its `BusSubject` and `EventSubject`
// (infra/nats/tsconfig.json, in `npm run typecheck`): a subject renamed or removed there fails the
// build here. A new call needs its line here, or it is refused (503).

import { SERVICES } from '../apps.mjs';

/** @typedef {import('@reto/contracts').BusSubject} BusSubject */
/**
 * @typedef {object} AppPermissionSpec
 * @property {boolean} answers
 * @property {BusSubject[]} calls
 * @property {BusSubject[]} [notifies]
 * @property {Array<BusSubject | typeof CLOCK_SUBJECT>} [listens] core notices the app hears on every replica
 * @property {Array<{ subject: import('@reto/contracts').EventSubject; durable: string }>} consumes
 * @property {Array<{ stream: import('@reto/contracts').AppName; durable: string }>} [replays] one-pass
 *   durable consumers a rebuild reads a publisher's whole stream through (unfiltered: nats-server 2.9
 *   reads a filtered one far slower), then deletes (no lag to scale on)
 */

/** The test clock (`platform.clock.set`, CLOCK_CONTROL=true): every service listens, no app may send it. */
export const CLOCK_SUBJECT = /** @type {const} */ ('platform.clock.set');

/** @type {Record<import('@reto/contracts').AppName, AppPermissionSpec>} */
export const APP_PERMISSIONS = {
  gateway: {
    answers: false,
    calls: [
      'admin.audit.list',
      // a visitor's nutrition plan is kept only with the checkout's proof for its e-mail
      'billing.checkout.proof',
      'admin.insights.get',
      // the landing's satisfaction figure, measured
      'admin.satisfaction.get',
      // the trainer's discrepancies: payments that were not the price
      'billing.discrepancy.list',
      'billing.discrepancy.resolve',
      // the trainer's look-up of an address: its checkouts and payments, its enrolments
      'billing.payment.list-of-address',
      'challenge.enrolment.list-of-address',
      'billing.payment-test.set',
      'billing.price.quote',
      'billing.simulated-payment.confirm',
      'billing.store-purchase.record',
      'billing.subscription.cancel-renewal',
      'billing.subscription.resume-renewal',
      'billing.subscription.create',
      'billing.subscription.status',
      'challenge.admin.update-prescription',
      'challenge.admin.update-video',
      'challenge.admin.workouts',
      'challenge.cache.refresh',
      'challenge.cache.version',
      'challenge.completion.list',
      'challenge.day.get',
      'challenge.edition.next',
      'challenge.enrolment.admin-grant',
      'challenge.enrolment.admin-revoke',
      'challenge.exercise.complete',
      'challenge.exercise.get',
      'challenge.goal.get',
      'challenge.history.list',
      'challenge.member.overview',
      'challenge.member.stats',
      'challenge.nutrition-plan.compute',
      'challenge.nutrition.get',
      // the member's reminders: preferences, push devices, the mailed one-click unsubscribe
      'challenge.push-key.get',
      'challenge.push-subscription.add',
      'challenge.push-subscription.remove',
      'challenge.reminder-settings.get',
      'challenge.reminder-settings.set',
      'challenge.reminder-settings.unsubscribe',
      // the satisfaction check-in on the dashboard, and its e-mail's signed link
      'challenge.survey.answer',
      'challenge.survey.answer-by-link',
      'challenge.survey.get',
      'challenge.unit.get',
      'challenge.unit.list',
      // the member's edition group
      'community.photo.get',
      'community.post.create',
      'community.post.get',
      'community.post.list',
      'community.prompt.get',
      'community.reaction.set',
      'community.report.create',
      // the trainer's moderation of the groups (AdminGuard)
      'community.report.list',
      'community.post.hide',
      'community.post.pin',
      'community.trainer-feed.list',
      'community.trainer-photo.get',
      'community.member.mute',
      'community.trainer-post.create',
      'community.prompt.set',
      'community.prompt.list',
      // direct contact: the member's conversation with the coach, the trainer's inbox (AdminGuard)
      'community.conversation.get',
      'community.conversation.unread',
      // the dashboard's community card: the pinned post and the unread count in one request
      'community.card.get',
      'community.message.send',
      'community.inbox.list',
      'community.conversation.open',
      'community.trainer-conversation.get',
      'community.trainer-message.send',
      'community.member.missing',
      'identity.admin-credential.issue',
      'identity.admin-credential.verify',
      'identity.device-token.verify',
      // E-mail verification: the e-mailed link, the signed-in buyer's checkout, a new link.
      'identity.email.confirm',
      'identity.email.confirm-by-checkout',
      'identity.email.resend-verification',
      'identity.waiting-access.get',
      'identity.email.change',
      'identity.emergency-link.request',
      // The admin's "magic link" for a member: identity refuses one for an admin account.
      'identity.magic-link.create',
      'identity.password-reset.complete',
      'identity.password-reset.request',
      'identity.password-reset.validate',
      'identity.pre-approval.admin-add',
      'identity.pre-approval.admin-remove',
      'identity.pre-approval.check',
      'identity.pre-approval.import',
      'identity.pre-approval.list',
      // the admin's second factor, set up from the panel
      'identity.second-factor.confirm',
      'identity.second-factor.start',
      'identity.second-factor.status',
      'identity.session.create',
      'identity.session.create-bearer',
      'identity.session.renew',
      'identity.session.resolve',
      'identity.session.revoke',
      'identity.user.register',
      // the admin's member search; a member's timezone, the zones' names and video version (settings page)
      'identity.user.search',
      'identity.user.timezone.set',
      'identity.timezone.list',
      'identity.user.video-version.set',
      'reviews.aggregate.get',
      'reviews.photo.get',
      'reviews.review.list',
      'reviews.review.list-for-moderation',
      'reviews.review.moderate',
      'reviews.review.submit',
      // a member's review from the member area; the link mailed to a buyer's address, opened
      'reviews.review.submit-as-member',
      'reviews.review.confirm',
      'voice.audio.transcribe',
      'voice.conversation.reply',
      'voice.speech.synthesize',
      // readiness (/health/ready) pings every service
      ...SERVICES.map((service) => /** @type {const} */ (`${service}.health.ping`)),
    ],
    // every replica drops its cached sessions when identity ended one or changed a member, its cached
    // exercise answers when challenge dropped a member's or the content changed, its public reviews when
    // they changed, its price quotes when billing's rates or offer changed; all when a test moves the clock
    listens: [
      'identity.sessions.changed',
      'challenge.member.changed',
      'challenge.content.changed',
      'reviews.published.changed',
      'billing.prices.changed',
      CLOCK_SUBJECT,
    ],
    // the live subscriptions: one replica takes each event and publishes it on the shared emitter
    consumes: [
      { subject: 'community.post.changed.v1', durable: 'live-from-community-posts' },
      { subject: 'community.member.removed.v1', durable: 'live-from-community-removals' },
      { subject: 'community.message.sent.v1', durable: 'live-from-community-messages' },
    ],
  },
  identity: {
    answers: true,
    // The checkout proof: which e-mail a checkout paid for (registration after paying).
    calls: ['challenge.access.by-email', 'billing.checkout.proof'],
    // core NATS, to every gateway replica: a session ended or a member changed (drop cached sessions)
    notifies: ['identity.sessions.changed'],
    consumes: [{ subject: 'challenge.access.changed.v1', durable: 'identity-paid-from-access' }],
  },
  challenge: {
    answers: true,
    calls: [],
    // core NATS, to its own replicas and the gateway's: drop the cached content (a video id was set),
    // and to the gateway's: drop a member's cached answers (a completion, an enrolment change)
    notifies: ['challenge.content.changed', 'challenge.member.changed'],
    consumes: [
      // access follows each payment's whole state, the highest version winning
      { subject: 'billing.payment.state.v1', durable: 'access-from-payment-states' },
      { subject: 'identity.user.registered.v1', durable: 'enrol-from-registrations' },
      { subject: 'identity.user.email-verified.v1', durable: 'enrol-from-verified-emails' },
      // the reminders: where (the address) and when (the timezone) each member's go
      { subject: 'identity.user.registered.v1', durable: 'reminders-from-registrations' },
      { subject: 'identity.user.email-verified.v1', durable: 'reminders-from-verified-emails' },
      { subject: 'identity.user.timezone-changed.v1', durable: 'reminders-from-timezones' },
      // the community's pushes (a reply to the member, the coach's message) through the reminders' Web Push
      { subject: 'community.member.notified.v1', durable: 'reminders-from-community-notifications' },
    ],
  },
  billing: {
    answers: true,
    // never charge twice: whether the e-mail already has the edition a purchase would buy
    calls: ['challenge.access.by-email'],
    // core NATS, to every gateway replica: the rates or the offer changed (ask for price quotes anew)
    notifies: ['billing.prices.changed'],
    consumes: [
      { subject: 'gateway.webhook.received.v1', durable: 'apply-webhooks' },
      { subject: 'billing.payment.succeeded.v1', durable: 'receipts-from-payments' },
    ],
  },
  reviews: {
    answers: true,
    calls: [],
    // core NATS, to every gateway replica: the published reviews changed (ask for the public list anew)
    notifies: ['reviews.published.changed'],
    consumes: [
      { subject: 'billing.payment.state.v1', durable: 'buyers-from-payment-states' },
      // its own: a visitor's review is proved out of the caller's sight
      { subject: 'reviews.review.submitted.v1', durable: 'proof-from-submissions' },
    ],
  },
  voice: {
    answers: true,
    // the coach's facts
    calls: [
      'billing.price.quote',
      'billing.subscription.status',
      'challenge.day.get',
      'challenge.edition.next',
      'challenge.nutrition.get',
      'challenge.unit.list',
    ],
    consumes: [],
  },
  community: {
    answers: true,
    calls: [],
    consumes: [
      // group membership follows access: granted joins, a refund or revocation removes at once
      { subject: 'challenge.access.changed.v1', durable: 'members-from-access' },
      // the name beside a member (first name and initial) and their time zone
      { subject: 'identity.user.registered.v1', durable: 'names-from-registrations' },
      // the day and streak beside a member's name, from the challenge's completions
      { subject: 'challenge.exercise.completed.v1', durable: 'progress-from-completions' },
    ],
  },
  admin: {
    answers: true,
    calls: [],
    consumes: [
      { subject: 'identity.audit.recorded.v1', durable: 'audit-from-identity' },
      { subject: 'challenge.audit.recorded.v1', durable: 'audit-from-challenge' },
      { subject: 'billing.audit.recorded.v1', durable: 'audit-from-billing' },
      { subject: 'reviews.review.moderated.v1', durable: 'audit-from-reviews' },
      { subject: 'community.audit.recorded.v1', durable: 'audit-from-community' },
      // the read model of "Resultados"
      { subject: 'billing.payment.state.v1', durable: 'insights-from-payments' },
      { subject: 'gateway.landing-visit.recorded.v1', durable: 'insights-from-visits' },
      { subject: 'billing.checkout.started.v1', durable: 'insights-from-checkouts' },
      { subject: 'challenge.exercise.completed.v1', durable: 'insights-from-completions' },
      { subject: 'challenge.survey.answered.v1', durable: 'insights-from-survey' },
      { subject: 'challenge.enrolment.changed.v1', durable: 'insights-from-enrolments' },
      { subject: 'billing.subscription.renewal-changed.v1', durable: 'insights-from-renewal-changes' },
      { subject: 'challenge.reminder.sent.v1', durable: 'insights-from-reminders' },
      { subject: 'reviews.review.state.v1', durable: 'insights-from-reviews' },
    ],
    replays: [
      { stream: 'billing', durable: 'insights-rebuild-billing' },
      { stream: 'gateway', durable: 'insights-rebuild-gateway' },
      { stream: 'challenge', durable: 'insights-rebuild-challenge' },
      { stream: 'reviews', durable: 'insights-rebuild-reviews' },
    ],
  },
};

export const NATS_APPS = Object.keys(APP_PERMISSIONS);

/** The inbox prefix of an app's connections: its replies come there, and nobody else may listen. */
export const inboxPrefix = (/** @type {string} */ user) => `_INBOX_${user}`;

/**
 * The prefix of the subjects as the server sees them: NATS_SUBJECT_PREFIX ('' or 'staging.'), or
 * WILDCARD_PREFIX for a server shared by test runs that each use a prefix of their own.
 */
export const WILDCARD_PREFIX = '*';

const publisherOf = (/** @type {string} */ subject) => subject.split('.')[0];
// As in packages/platform/src/events/event-bus.ts (eventStreamName, the durable consumer name).
const streamName = (/** @type {string} */ app, /** @type {string} */ prefix) =>
  prefix === WILDCARD_PREFIX ? '*' : `${prefix.replace(/\W/g, '_')}EVENTS_${app.toUpperCase()}`;
const durableName = (/** @type {string} */ app, /** @type {string} */ durable) =>
  `${app}_${durable}`.replace(/\W/g, '_');

/** `subject` under the prefix; the wildcard also allows it unprefixed. */
const prefixed = (/** @type {string} */ prefix, /** @type {string} */ subject) =>
  prefix === WILDCARD_PREFIX ? [subject, `*.${subject}`] : [`${prefix}${subject}`];

/**
 * The JetStream API of the streams an app touches and of its own durable consumers.
 * @param {string} app
 * @param {AppPermissionSpec} spec
 * @param {string} prefix
 */
function jetStreamApi(app, spec, prefix) {
  const streams = [...new Set([app, ...spec.consumes.map((c) => publisherOf(c.subject))])];
  const api = ['$JS.API.INFO'];
  for (const publisher of streams) {
    const stream = streamName(publisher, prefix);
    api.push(`$JS.API.STREAM.INFO.${stream}`, `$JS.API.STREAM.CREATE.${stream}`);
  }
  const acks = [];
  const replays = spec.replays ?? [];
  for (const { subject, durable } of spec.consumes) {
    const stream = streamName(publisherOf(subject), prefix);
    const name = durableName(app, durable);
    api.push(
      `$JS.API.CONSUMER.CREATE.${stream}.${name}.>`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${name}`,
      `$JS.API.CONSUMER.INFO.${stream}.${name}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${name}`,
    );
    acks.push(`$JS.ACK.${stream}.${name}.>`);
  }
  for (const { stream: publisher, durable } of replays) {
    const stream = streamName(publisher, prefix);
    const name = durableName(app, durable);
    api.push(
      `$JS.API.STREAM.INFO.${stream}`,
      `$JS.API.CONSUMER.CREATE.${stream}.${name}`,
      `$JS.API.CONSUMER.DURABLE.CREATE.${stream}.${name}`,
      `$JS.API.CONSUMER.INFO.${stream}.${name}`,
      `$JS.API.CONSUMER.MSG.NEXT.${stream}.${name}`,
      `$JS.API.CONSUMER.DELETE.${stream}.${name}`,
    );
  }
  return [...new Set([...api, ...acks])];
}

/**
 * Users only the servers of `npm start` and of the tests have (never docker-compose's auth.conf):
 * `seed` creates npm start's demo members (infra/local/demo.mjs: registered, their e-mail confirmed,
 * then enrolled like an admin grant); `test` is the test harnesses' (the clock, events, direct calls
 * to any service).
 * @satisfies {Record<string, { publish: Array<BusSubject | '>'>; subscribe?: string[] }>}
 */
export const LOCAL_USERS = {
  seed: {
    publish: [
      'identity.user.register',
      'identity.email.confirm',
      'identity.session.create',
      'challenge.enrolment.grant',
    ],
  },
  test: { publish: ['>'], subscribe: ['>'] },
};

/**
 * The permissions of a LOCAL_USERS user, for a subject prefix.
 * @param {string} user
 */
export function localUserPermissions(user, prefix = '') {
  const spec = /** @type {Record<string, { publish: string[]; subscribe?: string[] }>} */ (LOCAL_USERS)[user];
  if (!spec) throw new Error(`unknown local NATS user "${user}"`);
  if (spec.subscribe) return { publish: spec.publish, subscribe: spec.subscribe, allowResponses: false };
  return {
    publish: spec.publish.flatMap((subject) => prefixed(prefix, subject)),
    subscribe: [`${inboxPrefix(user)}.>`],
    allowResponses: false,
  };
}

/**
 * The NATS permissions of one app's user, for a subject prefix.
 * @param {string} app
 */
export function permissionsFor(app, prefix = '') {
  const spec = /** @type {Record<string, AppPermissionSpec | undefined>} */ (APP_PERMISSIONS)[app];
  if (!spec) throw new Error(`unknown NATS app "${app}"`);
  const subscribe = [`${inboxPrefix(app)}.>`];
  const publish = [];
  if (spec.answers) {
    subscribe.push(...prefixed(prefix, `${app}.>`), ...prefixed(prefix, CLOCK_SUBJECT));
    // its own ping, for the container health check (node packages/platform/dist/cli/healthcheck.js)
    publish.push(...prefixed(prefix, `${app}.health.ping`));
  }
  for (const subject of [...spec.calls, ...(spec.notifies ?? [])]) publish.push(...prefixed(prefix, subject));
  for (const subject of spec.listens ?? []) subscribe.push(...prefixed(prefix, subject));
  publish.push(...prefixed(prefix, `${app}.*.*.v1`), ...jetStreamApi(app, spec, prefix));
  return { publish: [...new Set(publish)], subscribe: [...new Set(subscribe)], allowResponses: spec.answers };
}
