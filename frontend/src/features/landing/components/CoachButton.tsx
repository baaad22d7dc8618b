import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../routes';
import { landingCopy } from '../landing.copy';

/** The floating "talk with the coach" button: opens the voice assistant. */
export function CoachButton() {
  return (
    <Link className="coach-button" to={ROUTES.voice} aria-label={landingCopy.coachButton}>
      <MessageCircle size={22} aria-hidden="true" />
      <span className="coach-button__label">{landingCopy.coachButton}</span>
    </Link>
  );
}
