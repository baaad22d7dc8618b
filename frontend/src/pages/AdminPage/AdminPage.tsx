// The panel's frame and shared controls first: each tab's own styles, imported with it, come after them.
import '../../features/admin/admin.css';
import '../../features/admin/admin-controls.css';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader/AppHeader';
import { useToast } from '../../components/Toast';
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
import type { Gender } from '../../features/admin/lib';
import { onSecondFactorRequired } from '../../features/admin/second-factor-required';
import { readAdminAuth } from '../../features/session/storage';
import { ROUTES } from '../../routes';
import { AdminTabs, type AdminTabKey } from './AdminTabs';
import { AdminToolbar } from './AdminToolbar';

/**
 * The trainer's panel (spec 2, section 2.8): without the admin credential in session storage it
 * says "Acceso denegado" and goes to /auth; tabs Videos (default), Usuarios, Accesos, Reseñas,
 * Pagos (payments that were not the price), Resultados (how each edition goes), Auditoría and Seguridad (the admin's second factor); the gender version toggle, a preview of the member area, "Actualizar Videos" and
 * "Cerrar sesión".
 */
export function AdminPage() {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [credential] = useState(readAdminAuth);
  const [tab, setTab] = useState<AdminTabKey>('videos');
  // The member Usuarios opens on (a member at risk followed from Resultados), or everyone.
  const [openMember, setOpenMember] = useState<number | null>(null);
  const openMemberInUsers = (userId: number) => {
    setOpenMember(userId);
    setTab('users');
  };
  const [gender, setGender] = useState<Gender>('male');
  const [secondFactorRequired, setSecondFactorRequired] = useState(false);
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
          <AdminToolbar gender={gender} onGender={setGender} />
        </header>

        <AdminTabs id={id} current={tab} onSelect={setTab} />

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
