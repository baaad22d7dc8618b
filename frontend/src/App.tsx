import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppHeader } from './components/AppHeader/AppHeader';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary';
import { ToastProvider } from './components/Toast';
import { MemberRoute } from './features/auth/components/MemberRoute';
import { RequireAuth } from './features/auth/components/RequireAuth';
import { SessionKeeper } from './features/session/SessionKeeper';
import { TokenLinkSignIn } from './features/session/TokenLinkSignIn';
import { AdminAuthPage } from './pages/AdminAuthPage/AdminAuthPage';
import { AdminPage } from './pages/AdminPage/AdminPage';
import { AuthPage } from './pages/AuthPage/AuthPage';
import { StorePurchaseListener } from './features/billing/components/StorePurchaseListener';
import { CheckoutRedirectPage } from './pages/CheckoutRedirectPage/CheckoutRedirectPage';
import { NutritionPlanResultsPage } from './pages/NutritionPlanResultsPage/NutritionPlanResultsPage';
import { PaymentTestPage } from './pages/PaymentTestPage/PaymentTestPage';
import { PricingPage } from './pages/PricingPage/PricingPage';
import { PurchaseSuccessPage } from './pages/PurchaseSuccessPage/PurchaseSuccessPage';
import { ShopifyTestPage } from './pages/ShopifyTestPage/ShopifyTestPage';
import { SubscribePage } from './pages/SubscribePage/SubscribePage';
import { SuscripcionPage } from './pages/SuscripcionPage/SuscripcionPage';
import { DashboardPage } from './pages/DashboardPage/DashboardPage';
import { EmergencyPage } from './pages/EmergencyPage/EmergencyPage';
import { HomePage } from './pages/HomePage/HomePage';
import { NotFoundPage } from './pages/NotFoundPage/NotFoundPage';
import { ProfilePage } from './pages/ProfilePage/ProfilePage';
import { RecoverPasswordPage } from './pages/RecoverPasswordPage/RecoverPasswordPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage/ResetPasswordPage';
import { SettingsPage } from './pages/SettingsPage/SettingsPage';
import { WorkoutPage } from './pages/WorkoutPage/WorkoutPage';
import { WorkoutsPage } from './pages/WorkoutsPage/WorkoutsPage';
import { LEGACY_ROUTES, ROUTES } from './routes';

/** Every route of the app; rendered inside a router (BrowserRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <TokenLinkSignIn>
      <SessionKeeper />
      <Routes>
        <Route path={ROUTES.home} element={<HomePage />} />
        <Route path={ROUTES.auth} element={<AuthPage />} />
        {(
          [
            [ROUTES.dashboard, <DashboardPage key="dashboard" />],
            [ROUTES.workouts, <WorkoutsPage key="workouts" />],
            [ROUTES.workout, <WorkoutPage key="workout" />],
            ['/workout/*', <WorkoutPage key="workout-partial" />],
            [ROUTES.profile, <ProfilePage key="profile" />],
            [ROUTES.settings, <SettingsPage key="settings" />],
          ] as const
        ).map(([path, page]) => (
          <Route key={path} path={path} element={<MemberRoute>{page}</MemberRoute>} />
        ))}
        <Route
          path={ROUTES.admin}
          element={
            <RequireAuth admin>
              <AdminPage />
            </RequireAuth>
          }
        />
        <Route path={ROUTES.subscribe} element={<SubscribePage />} />
        <Route path={ROUTES.pricing} element={<PricingPage />} />
        <Route path={ROUTES.checkoutRedirect} element={<CheckoutRedirectPage />} />
        <Route path={ROUTES.purchaseSuccess} element={<PurchaseSuccessPage />} />
        <Route path={ROUTES.nutritionPlanResults} element={<NutritionPlanResultsPage />} />
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
        <Route path={ROUTES.resetPassword} element={<ResetPasswordPage />} />
        <Route path={ROUTES.emergency} element={<EmergencyPage />} />
        <Route path={LEGACY_ROUTES.adminAuth} element={<AdminAuthPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TokenLinkSignIn>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <ErrorBoundary>
      <ApolloProvider client={client}>
        <ToastProvider>
          <BrowserRouter>
            <StorePurchaseListener />
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </ApolloProvider>
    </ErrorBoundary>
  );
}
