import { Suspense } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Route, Routes } from 'react-router-dom';
import { AppHeader } from './components/AppHeader/AppHeader';
import { PageLoader } from './components/PageLoader/PageLoader';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { ToastProvider } from './components/Toast';
import { MemberRoute, WithMemberNav } from './features/auth/components/MemberRoute';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { MemberCacheGuard } from './features/session/MemberCacheGuard';
import { CacheKeeper } from './features/cache/CacheKeeper';
import { SessionKeeper } from './features/session/SessionKeeper';
import { TokenLinkSignIn } from './features/session/TokenLinkSignIn';
import { StorePurchaseListener } from './features/billing/components/StorePurchaseListener';
import { LEGACY_ROUTES, ROUTES } from './routes';
import { lazyPage } from './lazy-page';
import { MEMBER_PAGES } from './member-pages';
import { PUBLIC_PAGES } from './public-pages';
import { TOKEN_LINK_PAGES } from './token-link-pages';

/* Each page is its own chunk, so a visitor's first page (the landing above all) loads only its own code. */
const AdminAuthPage = lazyPage(() => import('./pages/AdminAuthPage/AdminAuthPage'), 'AdminAuthPage');
const AdminPage = lazyPage(() => import('./pages/AdminPage/AdminPage'), 'AdminPage');
const AuthPage = lazyPage(() => import('./pages/AuthPage/AuthPage'), 'AuthPage');
const CheckoutRedirectPage = lazyPage(
  () => import('./pages/CheckoutRedirectPage/CheckoutRedirectPage'),
  'CheckoutRedirectPage',
);
const NutritionPlanResultsPage = lazyPage(
  () => import('./pages/NutritionPlanResultsPage/NutritionPlanResultsPage'),
  'NutritionPlanResultsPage',
);
const PaymentTestPage = lazyPage(() => import('./pages/PaymentTestPage/PaymentTestPage'), 'PaymentTestPage');
const PricingPage = lazyPage(() => import('./pages/PricingPage/PricingPage'), 'PricingPage');
const PurchaseSuccessPage = lazyPage(
  () => import('./pages/PurchaseSuccessPage/PurchaseSuccessPage'),
  'PurchaseSuccessPage',
);
const ShopifyTestPage = lazyPage(() => import('./pages/ShopifyTestPage/ShopifyTestPage'), 'ShopifyTestPage');
const SubscribePage = lazyPage(() => import('./pages/SubscribePage/SubscribePage'), 'SubscribePage');
const SuscripcionPage = lazyPage(() => import('./pages/SuscripcionPage/SuscripcionPage'), 'SuscripcionPage');
const DiagnosticPage = lazyPage(() => import('./pages/DiagnosticPage/DiagnosticPage'), 'DiagnosticPage');
const EmergencyPage = lazyPage(() => import('./pages/EmergencyPage/EmergencyPage'), 'EmergencyPage');
const HomePage = lazyPage(() => import('./pages/HomePage/HomePage'), 'HomePage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage/NotFoundPage'), 'NotFoundPage');
const RecoverPasswordPage = lazyPage(
  () => import('./pages/RecoverPasswordPage/RecoverPasswordPage'),
  'RecoverPasswordPage',
);
const VoiceCallPage = lazyPage(() => import('./pages/VoiceCallPage/VoiceCallPage'), 'VoiceCallPage');
const VoicePage = lazyPage(() => import('./pages/VoicePage/VoicePage'), 'VoicePage');

/** Every route of the app; rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <TokenLinkSignIn>
      <SessionKeeper />
      <CacheKeeper />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={ROUTES.home} element={<HomePage />} />
          <Route path={ROUTES.auth} element={<AuthPage />} />
          {MEMBER_PAGES.map(({ path, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <MemberRoute>
                  <Page />
                </MemberRoute>
              }
            />
          ))}
          {[ROUTES.admin, LEGACY_ROUTES.adminSimplePanel].map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth admin>
                  <AdminPage />
                </RequireAuth>
              }
            />
          ))}
          <Route path={ROUTES.subscribe} element={<SubscribePage />} />
          <Route path={ROUTES.pricing} element={<PricingPage />} />
          <Route path={ROUTES.checkoutRedirect} element={<CheckoutRedirectPage />} />
          <Route path={ROUTES.purchaseSuccess} element={<PurchaseSuccessPage />} />
          <Route
            path={ROUTES.nutritionPlanResults}
            element={
              <WithMemberNav>
                <NutritionPlanResultsPage />
              </WithMemberNav>
            }
          />
          {(
            [
              [LEGACY_ROUTES.suscripcion, <SuscripcionPage key="suscripcion" />],
              [LEGACY_ROUTES.paymentTest, <PaymentTestPage key="payment-test" />],
            ] as const
          ).map(([path, page]) => (
            <Route
              key={path}
              path={path}
              element={
                <RequireAuth>
                  <AppHeader />
                  {page}
                </RequireAuth>
              }
            />
          ))}
          {import.meta.env.DEV ? <Route path={LEGACY_ROUTES.shopifyTest} element={<ShopifyTestPage />} /> : null}
          <Route path={ROUTES.passwordRecovery} element={<RecoverPasswordPage />} />
          {TOKEN_LINK_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path={ROUTES.emergency} element={<EmergencyPage />} />
          <Route path={ROUTES.diagnostic} element={<DiagnosticPage />} />
          <Route path={LEGACY_ROUTES.adminAuth} element={<AdminAuthPage />} />
          <Route
            path={ROUTES.voice}
            element={
              <WithMemberNav>
                <VoicePage />
              </WithMemberNav>
            }
          />
          <Route path={LEGACY_ROUTES.voiceBackup} element={<VoiceCallPage />} />
          {/* Reached here only in a visit opened by a ?token= link (see Root.tsx). */}
          {PUBLIC_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </TokenLinkSignIn>
  );
}

/** Everything outside the public pages, inside the root's router (see Root.tsx). */
export function App({ client, restoredMemberId = null }: { client: ApolloClient; restoredMemberId?: number | null }) {
  return (
    <ErrorBoundary>
      <ApolloProvider client={client}>
        <ToastProvider>
          <MemberCacheGuard restoredMemberId={restoredMemberId} />
          <StorePurchaseListener />
          <AppRoutes />
        </ToastProvider>
      </ApolloProvider>
    </ErrorBoundary>
  );
}
