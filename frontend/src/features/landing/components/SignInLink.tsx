import { Link } from 'react-router-dom';
import { ROUTES } from '../../../routes';
import { useMemberSignedInHere } from '../../session/useMemberSignedInHere';
import { landingCopy } from '../landing.copy';

/** The header's "Iniciar sesión": only for a visitor. A member signed in on this browser already is (the buy button leads to their panel). */
export function SignInLink() {
  if (useMemberSignedInHere()) return null;
  return (
    <Link className="public-header__signin" to={ROUTES.auth}>
      {landingCopy.signIn}
    </Link>
  );
}
