/**
 * Every path of the web client (spec 1 and 2, route tables). Components link to these constants,
 * never to string literals.
 */
export const ROUTES = {
  /** Dashboard for a signed-in member, the auth page for anyone else (DECISIONS.md 1). */
  home: '/',
  auth: '/auth',
  landing: '/landing',
  dashboard: '/dashboard',
  workouts: '/workouts',
  workout: '/workout/:unitId/:exerciseId',
  profile: '/profile',
  /** The member's edition group (posts, replies, 💪, the day's prompt), live. */
  group: '/grupo',
  /** The member's private conversation with the coach, live. */
  messages: '/mensajes',
  settings: '/settings',
  pricing: '/pricing',
  subscribe: '/subscribe',
  purchaseSuccess: '/purchase-success',
  /** The plan page's redirect screen to /subscribe ('Redirigiendo al formulario de suscripción...'). */
  checkoutRedirect: '/checkout',
  passwordRecovery: '/recuperar-contrasena',
  resetPassword: '/reset-password',
  /** The link e-mailed at registration: verifies the account's address (`?token=`). */
  confirmEmail: '/confirm-email',
  nutritionPlanResults: '/nutrition-plan-results',
  /** The link mailed to a buyer's address: publishes their review with the badge (`?token=`). */
  confirmReview: '/confirmar-resena',
  /** The link at the foot of a reminder: turns that reminder off without signing in (`?token=`). */
  unsubscribe: '/unsubscribe',
  /** A score's link in the satisfaction check-in e-mail: asks the second question and records both without signing in (`?token=`). */
  surveyAnswer: '/encuesta',
  voice: '/voice',
  admin: '/admin',
  emergency: '/emergency',
  diagnostic: '/diagnostic',
  terms: '/terms',
  privacy: '/privacy',
  /** The AI fitness companion's page, promoted in the landing's footer. */
  vision: '/vision',
} as const;

/**
 * Paths kept only because legacy links and clients still use them. Each one shows the same page
 * as its modern counterpart (or a developer tool) and is grouped here so it can be retired in one place.
 */
export const LEGACY_ROUTES = {
  /** Spanish checkout path, same purpose as `/subscribe`. */
  suscripcion: '/suscripcion',
  paymentTest: '/payment-test',
  voiceBackup: '/voice-backup',
  adminSimplePanel: '/admin-simple-panel',
  /** Direct admin access handler: `/admin-auth?auth=...`. */
  adminAuth: '/admin-auth',
  shopifyTest: '/shopify-test',
} as const;

export type AppRoute = (typeof ROUTES)[keyof typeof ROUTES];

/** Builds the path of one exercise page. */
export const workoutPath = (unitId: number | string, exerciseId: number | string): string =>
  `/workout/${encodeURIComponent(String(unitId))}/${encodeURIComponent(String(exerciseId))}`;

/** The navigation state with which the checkout opens /purchase-success once it saw the payment go through. */
export const PAID_HERE = { paidHere: true } as const;
