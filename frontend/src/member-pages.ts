import { lazyPage } from './lazy-page';
import { ROUTES } from './routes';

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
