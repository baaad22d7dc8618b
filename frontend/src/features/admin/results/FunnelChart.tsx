import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { formatCount, percentOf } from './format';
import { ResultsCard } from './ResultsCard';

const text = adminCopy.results.funnel;
type Funnel = AdminInsightsQuery['adminInsights']['funnel'];
const STEPS = ['visits', 'checkoutsStarted', 'paid', 'activeDay1', 'completedAll', 'renewed'] as const;
/** The steps whose share is of the visits; those after "Pagaron" are of the buyers. */
const OF_VISITS: ReadonlySet<(typeof STEPS)[number]> = new Set(['checkoutsStarted', 'paid']);

/**
 * The funnel as horizontal bars: visits → checkouts started → paid → active on day 1 → completed →
 * renewed. Each bar's length is its share of the widest step; the percentage is of the visits for
 * "Empezaron el pago" and "Pagaron", and of the buyers after them.
 */
export function FunnelChart({ edition, funnel }: { edition: number; funnel: Funnel }) {
  const widest = Math.max(1, ...STEPS.map((step) => funnel[step]));
  const rows = STEPS.map((step) => {
    const base = step === 'visits' ? null : OF_VISITS.has(step) ? funnel.visits : funnel.paid;
    // No share of nothing: before the first visit or purchase the step shows its count alone.
    if (base === null || base === 0) return { step, count: funnel[step], share: '', percent: '' };
    return {
      step,
      count: funnel[step],
      share: Math.round((100 * funnel[step]) / base),
      percent: percentOf(funnel[step], base),
    };
  });
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={
        <CsvButton
          table={text.title}
          filename={text.file(edition)}
          header={text.header}
          rows={rows.map((row) => [text.steps[row.step], row.count, row.share])}
        />
      }
    >
      <ol className="admin-funnel">
        {rows.map((row) => (
          <li key={row.step} className="admin-funnel__step" data-testid={`funnel-${row.step}`}>
            <div className="admin-funnel__label">
              <span>{text.steps[row.step]}</span>
              <span className="admin-funnel__figures">
                <strong>{formatCount(row.count)}</strong>
                {row.percent ? (
                  <span className="muted">
                    {' '}
                    · {row.percent} {OF_VISITS.has(row.step) ? text.ofVisits : text.ofPaid}
                  </span>
                ) : null}
              </span>
            </div>
            <div className="admin-funnel__track" aria-hidden="true">
              <div className="admin-funnel__bar" style={{ width: `${(100 * row.count) / widest}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <p className="muted admin-funnel__note">{text.refundsAndDisputes(funnel.refunded, funnel.disputed)}</p>
    </ResultsCard>
  );
}
