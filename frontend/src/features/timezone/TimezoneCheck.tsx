import { Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { copy } from '../../copy';
import { timezoneConfirmedKey, useShownUntilDone } from '../../hooks/useShownUntilDone';
import { ROUTES } from '../../routes';

/**
 * On the dashboard until the member confirms it: the timezone the account got
 * (from the place typed at the purchase, else the browser) decides when each day unlocks, so the
 * member says it is right, or changes it in /settings (saving there confirms it too).
 */
export function TimezoneCheck({ memberId, timezoneLabel }: { memberId: number; timezoneLabel: string }) {
  const [shown, confirm] = useShownUntilDone(timezoneConfirmedKey(memberId));
  if (!shown) return null;
  return (
    <section className="timezone-check" data-testid="timezone-check" aria-labelledby="timezone-check-title">
      <Clock size={24} aria-hidden="true" />
      <div className="timezone-check__text">
        <h2 id="timezone-check-title">{copy.timezoneCheck.title}</h2>
        <p>{copy.timezoneCheck.text(timezoneLabel)}</p>
      </div>
      <div className="timezone-check__actions">
        <button type="button" className="btn btn--primary" onClick={confirm}>
          {copy.timezoneCheck.confirm}
        </button>
        <Link className="btn btn--ghost" to={ROUTES.settings}>
          {copy.timezoneCheck.change}
        </Link>
      </div>
    </section>
  );
}
