import type { ReactNode } from 'react';
import { AppHeader } from '../../../components/AppHeader/AppHeader';
import { OfflineBanner } from '../../../components/OfflineBanner/OfflineBanner';
import { EmailVerificationNotice } from '../../email-verification/components/EmailVerificationNotice';
import { InstallPrompt } from '../../pwa/InstallPrompt';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';
import { useDayRollover, useMemberTheme } from '../hooks/useMemberTheme';
import '../challenge.css';

/**
 * The member area's frame: header (sign-out is in its menu), the offline banner, the notice of an
 * unverified e-mail, the member's
 * palette and day/night theme, the day rollover and the install prompt (at the top of the page,
 * never over it). `wide` lets a page use the
 * width of a desktop screen (the dashboard's two columns).
 */
export function MemberLayout({
  children,
  wide = false,
  verificationNotice = true,
}: {
  children: ReactNode;
  wide?: boolean;
  /** Off where the page itself is about the verification (what waits for the link). */
  verificationNotice?: boolean;
}) {
  const { user } = useCurrentUser();
  useMemberTheme(user?.gender, user?.timezone);
  useDayRollover(user?.timezone);
  return (
    <div className="app-shell member">
      <AppHeader />
      <OfflineBanner />
      {verificationNotice ? <EmailVerificationNotice /> : null}
      <main className={`page member__page${wide ? ' member__page--wide' : ''}`}>
        {/* In the page's flow, above it: a bar fixed over the page would cover its buttons. */}
        <InstallPrompt />
        {children}
      </main>
    </div>
  );
}
