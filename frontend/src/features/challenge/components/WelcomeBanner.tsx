import { PartyPopper, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../../copy';
import { useShownUntilDone } from '../../../hooks/useShownUntilDone';
import { ROUTES } from '../../../routes';
import { formatSpanishDate } from '../lib/days';

const welcomedKey = (memberId: number, edition: number) => `reto.welcomed.${memberId}.${edition}`;

/**
 * The first time a member's dashboard shows an edition they have (just bought, or just activated by
 * the e-mail link, on any device): a welcome that names it, once per edition and browser.
 */
export function WelcomeBanner({
  memberId,
  edition,
}: {
  memberId: number;
  edition: { number: number; startDate: string; endDate: string };
}) {
  const [shown, dismiss] = useShownUntilDone(welcomedKey(memberId, edition.number));
  if (!shown) return null;
  return (
    <section className="dash-welcome" data-testid="welcome" aria-labelledby="dash-welcome-title">
      <PartyPopper size={26} aria-hidden="true" />
      <div className="dash-welcome__text">
        <h2 id="dash-welcome-title">{copy.dashboard.welcomeTitle}</h2>
        <p>
          {copy.dashboard.welcome(
            edition.number,
            formatSpanishDate(edition.startDate, false),
            formatSpanishDate(edition.endDate, false),
          )}
        </p>
        <Link className="dash-welcome__link" to={ROUTES.nutritionPlanResults}>
          {copy.dashboard.welcomePlan}
        </Link>
      </div>
      <button type="button" className="btn btn--ghost dash-welcome__close" onClick={dismiss}>
        <X size={16} aria-hidden="true" />
        {copy.dashboard.welcomeDismiss}
      </button>
    </section>
  );
}
