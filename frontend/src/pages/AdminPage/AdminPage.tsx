import { useMutation } from '@apollo/client/react';
import {
  ChartColumn,
  ClipboardList,
  CreditCard,
  Eye,
  KeyRound,
  LogOut,
  MessageSquareQuote,
  MessagesSquare,
  RefreshCw,
  ShieldAlert,
  ShieldCheck,
  Users,
  Video,
} from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader/AppHeader';
import { useToast } from '../../components/Toast';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { adminCopy } from '../../features/admin/admin.copy';
import { AccessTab } from '../../features/admin/components/AccessTab';
import { AuditTab } from '../../features/admin/components/AuditTab';
import { CommunityTab } from '../../features/admin/components/CommunityTab';
import { MembersTab } from '../../features/admin/components/MembersTab';
import { PaymentsTab } from '../../features/admin/components/PaymentsTab';
import { LazyResultsTab } from '../../features/admin/components/LazyResultsTab';
import { ReviewsTab } from '../../features/admin/components/ReviewsTab';
import { SecurityTab } from '../../features/admin/components/SecurityTab';
import { VideosTab } from '../../features/admin/components/VideosTab';
import { messageOf, type Gender } from '../../features/admin/lib';
import { startAdminPreview } from '../../features/admin/preview';
import { onSecondFactorRequired } from '../../features/admin/second-factor-required';
import { readAdminAuth } from '../../features/session/storage';
import { RefreshVideoCacheDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';
import '../../features/admin/admin.css';

const TABS = [
  { key: 'videos', icon: Video },
  { key: 'users', icon: Users },
  { key: 'access', icon: ShieldCheck },
  { key: 'reviews', icon: MessageSquareQuote },
  { key: 'payments', icon: CreditCard },
  { key: 'community', icon: MessagesSquare },
  { key: 'results', icon: ChartColumn },
  { key: 'audit', icon: ClipboardList },
  { key: 'security', icon: KeyRound },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/**
 * The trainer's panel (spec 2, section 2.8): without the admin credential in session storage it
 * says "Acceso denegado" and goes to /auth; tabs Videos (default), Usuarios, Accesos, Reseñas,
 * Pagos (payments that were not the price), Resultados (how each edition goes), Auditoría and Seguridad (the admin's second factor); the gender version toggle, a preview of the member area, "Actualizar Videos" and
 * "Cerrar sesión".
 */
export function AdminPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { logout, pending: loggingOut } = useLogout();
  const [credential] = useState(readAdminAuth);
  const [tab, setTab] = useState<TabKey>('videos');
  // The member Usuarios opens on (a member at risk followed from Resultados), or everyone.
  const [openMember, setOpenMember] = useState<number | null>(null);
  const openMemberInUsers = (userId: number) => {
    setOpenMember(userId);
    setTab('users');
  };
  const [gender, setGender] = useState<Gender>('male');
  const [secondFactorRequired, setSecondFactorRequired] = useState(false);
  const [refresh, { loading: refreshing }] = useMutation(RefreshVideoCacheDocument);
  const id = useId();

  useEffect(() => {
    if (credential) return;
    showToast({ variant: 'destructive', title: adminCopy.deniedTitle, description: adminCopy.deniedDescription });
    void navigate(ROUTES.auth, { replace: true });
  }, [credential, navigate, showToast]);

  // In production the panel stays shut until the second factor is on: any refused call brings the admin here.
  useEffect(
    () =>
      onSecondFactorRequired(() => {
        setSecondFactorRequired(true);
        setTab('security');
      }),
    [],
  );

  if (!credential) return null;

  const refreshVideos = async () => {
    try {
      const { data } = await refresh();
      showToast({
        title: adminCopy.refreshed,
        description: adminCopy.refreshedDescription(data?.refreshVideoCache.cacheVersion ?? ''),
      });
    } catch (error) {
      showToast({ variant: 'destructive', title: adminCopy.refreshError, description: messageOf(error, '') });
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((item) => item.key === tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.key;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <>
      <AppHeader />
      <div className="admin">
        <header className="admin__top">
          <div className="admin__brand">
            <span className="admin__badge">ADMIN</span>
            <h1 className="admin__title">{adminCopy.title}</h1>
            <p className="admin__subtitle muted">{adminCopy.subtitle}</p>
          </div>
          <div className="admin__toolbar">
            <div className="admin-segmented" role="group" aria-label={adminCopy.genderLabel}>
              {(['male', 'female'] as const).map((value) => (
                <button
                  key={value}
                  type="button"
                  className="admin-segmented__option"
                  aria-pressed={gender === value}
                  onClick={() => setGender(value)}
                >
                  {adminCopy[value]}
                </button>
              ))}
            </div>
            <div className="admin__actions">
              <button
                type="button"
                className="btn btn--ghost admin__action"
                onClick={() => {
                  startAdminPreview();
                  void navigate(ROUTES.dashboard);
                }}
              >
                <Eye aria-hidden="true" size={18} />
                {adminCopy.preview}
              </button>
              <button
                type="button"
                className="btn btn--primary admin__action"
                disabled={refreshing}
                onClick={() => void refreshVideos()}
              >
                <RefreshCw aria-hidden="true" size={18} className={refreshing ? 'admin__spin' : undefined} />
                {adminCopy.refresh}
              </button>
              <button
                type="button"
                className="btn btn--ghost admin__action"
                disabled={loggingOut}
                onClick={() => void logout()}
              >
                <LogOut aria-hidden="true" size={18} />
                {adminCopy.logout}
              </button>
            </div>
          </div>
        </header>

        <div className="admin-tabs" role="tablist" aria-label={adminCopy.tabsLabel} onKeyDown={onTabKey}>
          {TABS.map(({ key, icon: Icon }) => (
            <button
              key={key}
              id={`${id}-tab-${key}`}
              type="button"
              role="tab"
              className="admin-tabs__tab"
              aria-selected={tab === key}
              aria-controls={`${id}-panel`}
              tabIndex={tab === key ? 0 : -1}
              onClick={() => setTab(key)}
            >
              <Icon aria-hidden="true" size={18} />
              {adminCopy.tabs[key]}
            </button>
          ))}
        </div>

        {secondFactorRequired && tab === 'security' ? (
          <div className="admin-card admin-required" role="status">
            <ShieldAlert aria-hidden="true" size={22} className="admin-required__icon" />
            <div>
              <h2 className="admin-required__title">{adminCopy.security.requiredTitle}</h2>
              <p className="muted">{adminCopy.security.requiredDescription}</p>
            </div>
          </div>
        ) : null}

        <main id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="admin__panel">
          {tab === 'videos' ? <VideosTab gender={gender} /> : null}
          {tab === 'users' ? <MembersTab memberId={openMember} onShowAll={() => setOpenMember(null)} /> : null}
          {tab === 'access' ? <AccessTab /> : null}
          {tab === 'reviews' ? <ReviewsTab /> : null}
          {tab === 'payments' ? <PaymentsTab /> : null}
          {tab === 'community' ? <CommunityTab /> : null}
          {tab === 'results' ? <LazyResultsTab onOpenMember={openMemberInUsers} /> : null}
          {tab === 'audit' ? <AuditTab /> : null}
          {tab === 'security' ? <SecurityTab /> : null}
        </main>
      </div>
    </>
  );
}
