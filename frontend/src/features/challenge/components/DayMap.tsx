import { Check, Moon } from 'lucide-react';
import { copy } from '../../../copy';
import type { DayStatus } from '../../../gql/graphql';
import { byWeek } from '../lib/days';
import '../progress.css';

const LEGEND: readonly DayStatus[] = ['done', 'late', 'today', 'rest', 'missed', 'locked'];

/**
 * The 28 days of the member's edition as a map, a row per week, each day as the server says it
 * stands (done, late: caught up after its day, missed, rest, today, locked). `today` rings the current day whatever its status;
 * `restDays` (the server's) mark the rest days still to come.
 */
export function DayMap({
  days,
  today,
  restDays,
}: {
  days: ReadonlyArray<{ day: number; status: DayStatus }>;
  today: number;
  restDays: readonly number[];
}) {
  return (
    <section className="card dash-map" aria-labelledby="dash-map-title" data-testid="day-map">
      <h2 id="dash-map-title" className="dash__section-title">
        {copy.dashboard.mapTitle}
      </h2>
      <div className="day-map" role="group" aria-label={copy.dashboard.mapLabel}>
        {byWeek(days).map((week, index) => (
          <div key={week[0]!.day} className="day-map__week">
            <span className="day-map__label" aria-hidden="true">
              {copy.dashboard.mapWeek(index + 1)}
            </span>
            <ol className="day-map__days" aria-label={copy.dashboard.week(index + 1)}>
              {week.map(({ day, status }) => (
                <li
                  key={day}
                  className={`day-cell day-cell--${status}${day === today ? ' day-cell--current' : ''}`}
                  data-status={status}
                  aria-label={copy.dashboard.mapDay(day, copy.dashboard.dayStatus[status])}
                  aria-current={day === today ? 'date' : undefined}
                >
                  <DayGlyph day={day} status={status} rest={restDays.includes(day)} />
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
      <ul className="day-map__legend" aria-hidden="true">
        {LEGEND.map((status) => (
          <li key={status}>
            <span className={`day-map__swatch day-cell--${status}`} />
            {copy.dashboard.dayStatus[status]}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayGlyph({ day, status, rest }: { day: number; status: DayStatus; rest: boolean }) {
  if (status === 'done' || status === 'late') return <Check size={16} strokeWidth={3} aria-hidden="true" />;
  if (status === 'rest' || (status === 'locked' && rest)) return <Moon size={14} aria-hidden="true" />;
  return <span aria-hidden="true">{day}</span>;
}
