import { copy } from '../../../copy';
import { dayWindow } from '../lib/days';

/** The vertical strip of day bubbles: only today is clickable; the rest days are the server's. */
export function DayStrip({
  day,
  restDays,
  onToday,
}: {
  day: number;
  restDays: readonly number[];
  onToday: () => void;
}) {
  return (
    <ol className="day-strip" aria-label="Días">
      {dayWindow(day, restDays).map((bubble) => (
        <li key={bubble.day} className="day-strip__item">
          <span className="day-strip__week">{copy.dashboard.week(bubble.week)}</span>
          <button
            type="button"
            className={`day-bubble${bubble.isToday ? ' day-bubble--today' : ''}`}
            disabled={!bubble.isToday}
            onClick={onToday}
            data-testid={bubble.isToday ? 'today-bubble' : undefined}
            aria-current={bubble.isToday ? 'date' : undefined}
          >
            <span className="day-bubble__number">{bubble.isRestDay ? '+' : bubble.day}</span>
            <span className="day-bubble__label">{bubble.isRestDay ? copy.dashboard.rest : copy.dashboard.routine}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
