import { lazyPage } from './lazy-page';
import { LEGACY_ROUTES, ROUTES } from './routes';

const WorkoutPage = lazyPage(() => import('./pages/WorkoutPage/WorkoutPage'), 'WorkoutPage');

/**
 * The member area's pages, each its own chunk and each behind the member route (signed in with
 * access, or the admin's preview). A workout's path cut short (`/workout/3`) opens the workout page,
 * which says what is missing.
 */
export const MEMBER_PAGES = [
  { path: ROUTES.dashboard, Page: lazyPage(() => import('./pages/DashboardPage/DashboardPage'), 'DashboardPage') },
  { path: ROUTES.workouts, Page: lazyPage(() => import('./pages/WorkoutsPage/WorkoutsPage'), 'WorkoutsPage') },
  { path: ROUTES.workout, Page: WorkoutPage },
  { path: '/workout/*', Page: WorkoutPage },
  { path: ROUTES.profile, Page: lazyPage(() => import('./pages/ProfilePage/ProfilePage'), 'ProfilePage') },
  { path: ROUTES.settings, Page: lazyPage(() => import('./pages/SettingsPage/SettingsPage'), 'SettingsPage') },
  { path: ROUTES.group, Page: lazyPage(() => import('./pages/GroupPage/GroupPage'), 'GroupPage') },
  { path: ROUTES.messages, Page: lazyPage(() => import('./pages/MessagesPage/MessagesPage'), 'MessagesPage') },
] as const;

/**
 * The pages anyone opens, signed in or not, each its own chunk: the start, the sign-in and the
 * password recovery, the purchase, the emergency and diagnostic pages, the admin's old sign-in and
 * the voice coach's backup call.
 */
export const OPEN_PAGES = [
  { path: ROUTES.home, Page: lazyPage(() => import('./pages/HomePage/HomePage'), 'HomePage') },
  { path: ROUTES.auth, Page: lazyPage(() => import('./pages/AuthPage/AuthPage'), 'AuthPage') },
  { path: ROUTES.subscribe, Page: lazyPage(() => import('./pages/SubscribePage/SubscribePage'), 'SubscribePage') },
  { path: ROUTES.pricing, Page: lazyPage(() => import('./pages/PricingPage/PricingPage'), 'PricingPage') },
  {
    path: ROUTES.checkoutRedirect,
    Page: lazyPage(() => import('./pages/CheckoutRedirectPage/CheckoutRedirectPage'), 'CheckoutRedirectPage'),
  },
  {
    path: ROUTES.purchaseSuccess,
    Page: lazyPage(() => import('./pages/PurchaseSuccessPage/PurchaseSuccessPage'), 'PurchaseSuccessPage'),
  },
  {
    path: ROUTES.passwordRecovery,
    Page: lazyPage(() => import('./pages/RecoverPasswordPage/RecoverPasswordPage'), 'RecoverPasswordPage'),
  },
  { path: ROUTES.emergency, Page: lazyPage(() => import('./pages/EmergencyPage/EmergencyPage'), 'EmergencyPage') },
  { path: ROUTES.diagnostic, Page: lazyPage(() => import('./pages/DiagnosticPage/DiagnosticPage'), 'DiagnosticPage') },
  {
    path: LEGACY_ROUTES.adminAuth,
    Page: lazyPage(() => import('./pages/AdminAuthPage/AdminAuthPage'), 'AdminAuthPage'),
  },
  {
    path: LEGACY_ROUTES.voiceBackup,
    Page: lazyPage(() => import('./pages/VoiceCallPage/VoiceCallPage'), 'VoiceCallPage'),
  },
] as const;
