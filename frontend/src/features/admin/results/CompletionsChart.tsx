import { PROGRAMME_REST_DAYS } from '@reto/contracts/insights';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { formatCount } from './format';
import { ResultsCard } from './ResultsCard';

const text = adminCopy.results.completions;

/**
 * Completions per programme day as vertical bars, day 1 to 28, against the edition's members:
 * where the bars fall is where people drop off. Rest days have no routine and show as such.
 */
export function CompletionsChart(props: { edition: number; completionsPerDay: number[]; members: number }) {
  const top = Math.max(1, props.members, ...props.completionsPerDay);
  const days = props.completionsPerDay.map((count, index) => ({
    day: index + 1,
    count,
    rest: PROGRAMME_REST_DAYS.includes(index + 1),
  }));
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      className="admin-results__wide"
      action={
        <CsvButton
          table={text.title}
          filename={text.file(props.edition)}
          header={text.header}
          rows={days.map((day) => [day.day, day.count, day.rest ? text.yes : text.no])}
        />
      }
    >
      <ol className="admin-days">
        {days.map((day) => (
          <li
            key={day.day}
            className={`admin-days__day${day.rest ? ' admin-days__day--rest' : ''}`}
            aria-label={day.rest ? text.restBar(day.day) : text.bar(day.day, day.count)}
            title={day.rest ? text.restBar(day.day) : text.bar(day.day, day.count)}
            data-testid={`completions-day-${day.day}`}
          >
            <span className="admin-days__count" aria-hidden="true">
              {day.rest ? '' : formatCount(day.count)}
            </span>
            <span className="admin-days__track" aria-hidden="true">
              <span className="admin-days__bar" style={{ height: day.rest ? '100%' : `${(100 * day.count) / top}%` }} />
            </span>
            <span className="admin-days__label" aria-hidden="true">
              {day.day}
            </span>
          </li>
        ))}
      </ol>
    </ResultsCard>
  );
}
