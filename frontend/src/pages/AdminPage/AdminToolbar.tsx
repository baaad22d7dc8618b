import { useMutation } from '@apollo/client/react';
import { Eye, LogOut, RefreshCw } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/Toast';
import { useLogout } from '../../features/auth/hooks/useLogout';
import { adminCopy } from '../../features/admin/admin.copy';
import { messageOf, type Gender } from '../../features/admin/lib';
import { startAdminPreview } from '../../features/admin/preview';
import { RefreshVideoCacheDocument } from '../../gql/graphql';
import { ROUTES } from '../../routes';

export interface AdminToolbarProps {
  /** The version of the videos the Videos tab shows. */
  gender: Gender;
  onGender: (gender: Gender) => void;
}

/**
 * The panel's toolbar: the gender version toggle, a preview of the member area ("Ver como
 * miembro"), "Actualizar Videos" (the members' video cache, with its new version in a toast) and
 * "Cerrar sesión".
 */
export function AdminToolbar({ gender, onGender }: AdminToolbarProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { logout, pending: loggingOut } = useLogout();
  const [refresh, { loading: refreshing }] = useMutation(RefreshVideoCacheDocument);

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

  return (
    <div className="admin__toolbar">
      <div className="admin-segmented" role="group" aria-label={adminCopy.genderLabel}>
        {(['male', 'female'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className="admin-segmented__option"
            aria-pressed={gender === value}
            onClick={() => onGender(value)}
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
  );
}
