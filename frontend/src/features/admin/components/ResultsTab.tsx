import { useQuery } from '@apollo/client/react';
import { editionByNumber, nextEdition, runningEdition } from '@reto/contracts/editions';
import { useId, useState } from 'react';
import { AdminInsightsDocument } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { formatDate } from '../lib';
import { AtRiskTable } from '../results/AtRiskTable';
import { CompletionsChart } from '../results/CompletionsChart';
import { ConsistencyHeatmap } from '../results/ConsistencyHeatmap';
import { FunnelChart } from '../results/FunnelChart';
import { MoneyTable } from '../results/MoneyTable';
import { RefundReasonsTable } from '../results/RefundReasonsTable';
import { RemindersTable } from '../results/RemindersTable';
import { ReviewsCard } from '../results/ReviewsCard';
import { SatisfactionCard } from '../results/SatisfactionCard';
import { PanelState } from './PanelState';
import './ResultsTab.css';

const text = adminCopy.results;
/** The selector offers the running edition and this many before it. */
const PAST_EDITIONS = 12;

/**
 * The edition on sale (the next one: its purchases come in now), the running one, then the ones
 * before it (never below edition 1).
 */
export function selectableEditions(today: string): { next: number; running: number; editions: number[] } {
  const running = runningEdition(today).number;
  const next = nextEdition(today).number;
  const past = Array.from({ length: PAST_EDITIONS + 1 }, (_, index) => running - index).filter(
    (edition) => edition >= 1,
  );
  return { next, running, editions: next === running ? past : [next, ...past] };
}

/**
 * Resultados: how one edition goes, from the admin service's read model (funnel, completions per
 * day, the members × days heatmap, members at risk, money by currency, refund reasons, reminders
 * sent, satisfaction and reviews), each table
 * downloadable as CSV; the running edition by default, the one on sale and past ones from the selector.
 */
export function ResultsTab(props: { onOpenMember: (userId: number) => void; today?: string }) {
  const [{ next, running, editions }] = useState(() =>
    selectableEditions(props.today ?? new Date().toISOString().slice(0, 10)),
  );
  const [edition, setEdition] = useState(running);
  const selectId = useId();
  const { data, loading, error } = useQuery(AdminInsightsDocument, {
    variables: { edition },
    fetchPolicy: 'network-only',
  });
  const insights = data?.adminInsights.edition === edition ? data.adminInsights : undefined;

  return (
    <section className="admin-section admin-results">
      <div className="admin-results__intro">
        <div>
          <h2 className="admin-section__title">{text.title}</h2>
          <p className="muted">{text.description}</p>
        </div>
        <div className="admin-results__edition">
          <label htmlFor={selectId}>{text.editionLabel}</label>
          <select
            id={selectId}
            className="admin-select"
            value={edition}
            onChange={(event) => setEdition(Number(event.target.value))}
          >
            {editions.map((number) => (
              <option key={number} value={number}>
                {text.editionOption(
                  number,
                  formatDate(editionByNumber(number).startDate),
                  number === running ? 'running' : number === next ? 'next' : null,
                )}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!insights ? (
        <PanelState loading={loading} error={error ? text.loadError : null} />
      ) : (
        <div className="admin-results__grid">
          <FunnelChart edition={edition} funnel={insights.funnel} />
          <div className="admin-results__stack">
            <SatisfactionCard satisfaction={insights.satisfaction} />
            <ReviewsCard reviews={insights.reviews} />
          </div>
          <CompletionsChart
            edition={edition}
            completionsPerDay={insights.completionsPerDay}
            members={insights.members}
          />
          <MoneyTable edition={edition} money={insights.money} />
          <RefundReasonsTable edition={edition} reasons={insights.refundReasons} />
          <RemindersTable edition={edition} reminders={insights.remindersPerDay} />
          <AtRiskTable
            edition={edition}
            atRisk={insights.atRisk}
            count={insights.atRiskCount}
            onOpenMember={props.onOpenMember}
          />
          <ConsistencyHeatmap edition={edition} heatmap={insights.heatmap} />
        </div>
      )}
    </section>
  );
}
