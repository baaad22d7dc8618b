import { copy } from '../../copy';
import { formatSpanishDate } from '../../features/challenge/lib/days';
import './DashboardPage.css';

/** Before the member's edition starts: how many days are left and the start date. */
export function EditionCountdown({ daysUntilStart, startDate }: { daysUntilStart: number; startDate: string }) {
  return (
    <section className="card dash-hero" data-testid="countdown">
      <h1 className="page__title">{copy.dashboard.countdownTitle}</h1>
      <p className="dash__day">{copy.dashboard.countdown(daysUntilStart)}</p>
      <p className="muted">{copy.dashboard.startsOn(formatSpanishDate(startDate))}</p>
    </section>
  );
}

/** With the member's edition over, or none: the next edition and the way to join it. */
export function NextEditionOffer({
  ended,
  edition,
  onJoin,
}: {
  ended: boolean;
  edition: { number: number; startDate: string };
  onJoin: () => void;
}) {
  return (
    <section className="card dash-hero" data-testid="next-edition">
      <h1 className="page__title">{ended ? copy.dashboard.endedTitle : copy.dashboard.noAccessTitle}</h1>
      <p>{copy.dashboard.nextEdition(edition.number, formatSpanishDate(edition.startDate, false))}</p>
      <button type="button" className="btn btn--primary" onClick={onJoin}>
        {copy.dashboard.joinNext}
      </button>
    </section>
  );
}
