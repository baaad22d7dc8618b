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
import { MEMBER_PAGES, OPEN_PAGES } from './app-pages';
import { PUBLIC_PAGES } from './public-pages';
import { TOKEN_LINK_PAGES } from './token-link-pages';

/* Each page is its own chunk, so a visitor's first page (the landing above all) loads only its own code. */
const AdminPage = lazyPage(() => import('./pages/AdminPage/AdminPage'), 'AdminPage');
const NutritionPlanResultsPage = lazyPage(
  () => import('./pages/NutritionPlanResultsPage/NutritionPlanResultsPage'),
  'NutritionPlanResultsPage',
);
const PaymentTestPage = lazyPage(() => import('./pages/PaymentTestPage/PaymentTestPage'), 'PaymentTestPage');
const ShopifyTestPage = lazyPage(() => import('./pages/ShopifyTestPage/ShopifyTestPage'), 'ShopifyTestPage');
const SuscripcionPage = lazyPage(() => import('./pages/SuscripcionPage/SuscripcionPage'), 'SuscripcionPage');
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage/NotFoundPage'), 'NotFoundPage');
const VoicePage = lazyPage(() => import('./pages/VoicePage/VoicePage'), 'VoicePage');

/** Every route of the app; rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <TokenLinkSignIn>
      <SessionKeeper />
      <CacheKeeper />
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {OPEN_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
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
          {TOKEN_LINK_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route
            path={ROUTES.voice}
            element={
              <WithMemberNav>
                <VoicePage />
              </WithMemberNav>
            }
          />
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
