import { SATISFACTION_MIN_ANSWERS } from '@reto/contracts/landing';
import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { percentOf } from './format';
import { ResultsCard } from './ResultsCard';

const text = adminCopy.results.satisfaction;
type Satisfaction = AdminInsightsQuery['adminInsights']['satisfaction'];

/** The check-in's answers: the satisfied and recommending shares from 30 answers, "Sin datos" below. */
export function SatisfactionCard({ satisfaction }: { satisfaction: Satisfaction }) {
  const enough = satisfaction.answers >= SATISFACTION_MIN_ANSWERS;
  return (
    <ResultsCard title={text.title} description={text.answers(satisfaction.answers)}>
      {enough ? (
        <dl className="admin-kpis" data-testid="satisfaction">
          <div className="admin-kpi">
            <dt className="muted">{text.satisfied}</dt>
            <dd className="admin-kpi__value">{percentOf(satisfaction.satisfied, satisfaction.answers)}</dd>
          </div>
          <div className="admin-kpi">
            <dt className="muted">{text.recommend}</dt>
            <dd className="admin-kpi__value">{percentOf(satisfaction.recommend, satisfaction.answers)}</dd>
          </div>
        </dl>
      ) : (
        <div data-testid="satisfaction">
          <p className="admin-kpi__value admin-kpi__value--empty">{text.noData}</p>
          <p className="muted">{text.noDataHint(SATISFACTION_MIN_ANSWERS)}</p>
        </div>
      )}
    </ResultsCard>
  );
}
