import { ROUTES } from './routes';
import { lazyPage } from './lazy-page';

/**
 * The pages a mailed link opens with a `?token=` of their own (the password reset, the e-mail
 * verification, the review confirmation, the reminder unsubscribe and the check-in answer): each
 * its own chunk, reached without signing in, and the token is never taken for a sign-in link.
 */
export const TOKEN_LINK_PAGES = [
  {
    path: ROUTES.resetPassword,
    Page: lazyPage(() => import('./pages/ResetPasswordPage/ResetPasswordPage'), 'ResetPasswordPage'),
  },
  {
    path: ROUTES.confirmEmail,
    Page: lazyPage(() => import('./pages/ConfirmEmailPage/ConfirmEmailPage'), 'ConfirmEmailPage'),
  },
  {
    path: ROUTES.confirmReview,
    Page: lazyPage(() => import('./pages/ConfirmReviewPage/ConfirmReviewPage'), 'ConfirmReviewPage'),
  },
  {
    path: ROUTES.unsubscribe,
    Page: lazyPage(() => import('./pages/UnsubscribePage/UnsubscribePage'), 'UnsubscribePage'),
  },
  {
    path: ROUTES.surveyAnswer,
    Page: lazyPage(() => import('./pages/SurveyAnswerPage/SurveyAnswerPage'), 'SurveyAnswerPage'),
  },
] as const;
