import { Navigate } from 'react-router-dom';
import { PageLoader } from '../../../components/PageLoader/PageLoader';
import { ROUTES } from '../../../routes';
import { MemberLayout } from '../../challenge/components/MemberLayout';
import { useWaitingAccess } from '../hooks/useWaitingAccess';
import { AccessWaiting } from './AccessWaiting';

/**
 * A member page asked for by a member without access whose address is not verified: what waits for
 * the link instead of the page, in the member area's frame; with nothing waiting, the
 * purchase as before.
 */
export function AccessWaitingGate() {
  const { waiting, loading, activating } = useWaitingAccess(true);
  if (loading) return <PageLoader />;
  if (!waiting) return <Navigate to={ROUTES.subscribe} replace />;
  return (
    <MemberLayout verificationNotice={false}>
      <AccessWaiting waiting={waiting} activating={activating} />
    </MemberLayout>
  );
}
