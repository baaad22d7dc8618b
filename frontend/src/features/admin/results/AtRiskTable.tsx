import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { ResultsCard } from './ResultsCard';
import { ResultsScroller } from './ResultsScroller';

const text = adminCopy.results.atRisk;
type AtRisk = AdminInsightsQuery['adminInsights']['atRisk'][number];

/** Members (enrolled, trained or not) who missed two or more training days in a row, each with a way to their record. */
export function AtRiskTable(props: {
  edition: number;
  atRisk: AtRisk[];
  /** How many are at risk in all: the list holds the longest behind first, up to a limit. */
  count: number;
  onOpenMember: (userId: number) => void;
}) {
  const header = [text.member, text.missed, text.last];
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={
        <CsvButton
          table={text.title}
          filename={text.file(props.edition)}
          header={header}
          rows={props.atRisk.map((row) => [row.userId, row.missedInARow, row.lastCompletedDay ?? text.none])}
        />
      }
    >
      {props.count > props.atRisk.length ? (
        <p className="muted admin-results__description">{text.shown(props.atRisk.length, props.count)}</p>
      ) : null}
      {props.atRisk.length === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <ResultsScroller label={text.title}>
          <table className="admin-table">
            <thead>
              <tr>
                {header.map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.atRisk.map((row) => (
                <tr key={row.userId} data-testid={`at-risk-${row.userId}`}>
                  <td>
                    <button
                      type="button"
                      className="admin-link-button"
                      aria-label={text.open(row.userId)}
                      onClick={() => props.onOpenMember(row.userId)}
                    >
                      {adminCopy.results.heatmap.member(row.userId)}
                    </button>
                  </td>
                  <td className="admin-table__number">{row.missedInARow}</td>
                  <td className="admin-table__number">{row.lastCompletedDay ?? text.none}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ResultsScroller>
      )}
    </ResultsCard>
  );
}
