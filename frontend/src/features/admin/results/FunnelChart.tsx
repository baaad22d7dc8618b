import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { formatCount, percentOf } from './format';
import { ResultsCard } from './ResultsCard';
import './results.css';

const text = adminCopy.results.funnel;
type Funnel = AdminInsightsQuery['adminInsights']['funnel'];
const STEPS = ['visits', 'checkoutsStarted', 'paid', 'activeDay1', 'completedAll', 'renewed'] as const;
/** The steps whose share is of the visits; those after "Pagaron" are of the buyers. */
const OF_VISITS: ReadonlySet<(typeof STEPS)[number]> = new Set(['checkoutsStarted', 'paid']);
const BAR_HEIGHT = 14;

/**
 * One step's bar (visx): its count against the widest step, over a trace of the step before it; in
 * percentages of the row, so it follows the card's width without measuring it.
 */
function StepBar(props: { widest: number; count: number; before: number | null }) {
  const length = scaleLinear({ domain: [0, props.widest], range: [0, 100], clamp: true });
  const bar = (count: number, className: string) => (
    <Bar x={0} y={0} width={`${length(count)}%`} height={BAR_HEIGHT} rx={BAR_HEIGHT / 2} className={className} />
  );
  return (
    <svg width="100%" height={BAR_HEIGHT} aria-hidden="true" className="results-funnel__bar">
      {bar(props.widest, 'results-funnel__track')}
      {props.before === null ? null : bar(props.before, 'results-funnel__before')}
      {props.count > 0 ? bar(Math.max(props.count, props.widest / 100), 'results-funnel__count') : null}
    </svg>
  );
}

/**
 * The funnel as horizontal bars drawn with visx, each over a trace of the step before it (the drop
 * between two steps shows as the trace left uncovered): visits → checkouts started → paid → active on day 1 → completed →
 * renewed. Each bar's length is its share of the widest step; the percentage is of the visits for
 * "Empezaron el pago" and "Pagaron", and of the buyers after them. Beside the steps: refunds,
 * disputes, and the buyers who cancelled their renewal (their access stays until the edition ends).
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
  // Those who turned their renewal off: a share of the buyers, beside the steps (not one of them).
  const cancelledShare = funnel.paid > 0 ? Math.round((100 * funnel.cancelled) / funnel.paid) : '';
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={
        <CsvButton
          table={text.title}
          filename={text.file(edition)}
          header={text.header}
          rows={[
            ...rows.map((row) => [text.steps[row.step], row.count, row.share]),
            [text.cancelled, funnel.cancelled, cancelledShare],
          ]}
        />
      }
    >
      <ol className="admin-funnel">
        {rows.map((row, index) => (
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
            <StepBar widest={widest} count={row.count} before={index === 0 ? null : rows[index - 1]!.count} />
          </li>
        ))}
      </ol>
      <p className="muted admin-funnel__note">{text.refundsAndDisputes(funnel.refunded, funnel.disputed)}</p>
      <p className="muted admin-funnel__note" data-testid="funnel-cancelled">
        {text.cancelledNote(funnel.cancelled, funnel.paid > 0 ? percentOf(funnel.cancelled, funnel.paid) : null)}
      </p>
    </ResultsCard>
  );
}
