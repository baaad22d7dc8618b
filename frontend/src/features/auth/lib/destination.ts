import { ROUTES } from '../../../routes';

/** Where a user lands after signing in: administrators on the admin panel, everyone else on the dashboard. */
export const homePathFor = (user: { isAdmin: boolean }): string => (user.isAdmin ? ROUTES.admin : ROUTES.dashboard);
