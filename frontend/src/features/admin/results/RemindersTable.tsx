import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { ChartDataTable } from './ChartDataTable';
import { CsvButton } from './CsvButton';
import { formatCount } from './format';
import { ResultsCard } from './ResultsCard';

const text = adminCopy.results.reminders;
type RemindersPerDay = AdminInsightsQuery['adminInsights']['remindersPerDay'];

const sum = (figures: readonly number[]) => figures.reduce((total, figure) => total + figure, 0);

/**
 * The reminders challenge sent about each programme day, by kind: the edition's totals, and the 28
 * days as a table (folded, as the charts' figures are) and as CSV.
 */
export function RemindersTable({ edition, reminders }: { edition: number; reminders: RemindersPerDay }) {
  const rows = reminders.daily.map((daily, index) => [index + 1, daily, reminders.nudge[index] ?? 0]);
  const totals = { daily: sum(reminders.daily), nudge: sum(reminders.nudge) };
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={<CsvButton table={text.title} filename={text.file(edition)} header={text.header} rows={rows} />}
    >
      {totals.daily + totals.nudge === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <>
          <dl className="admin-kpis" data-testid="reminders">
            {(['daily', 'nudge'] as const).map((kind) => (
              <div key={kind} className="admin-kpi">
                <dt className="muted">{text[kind]}</dt>
                <dd className="admin-kpi__value">{formatCount(totals[kind])}</dd>
              </div>
            ))}
          </dl>
          <ChartDataTable title={text.title} header={text.header} rows={rows} />
        </>
      )}
    </ResultsCard>
  );
}
