import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { ResultsCard } from './ResultsCard';
import { ResultsScroller } from './ResultsScroller';
import { TableHead } from './TableHead';

const text = adminCopy.results.refundReasons;
type RefundReason = AdminInsightsQuery['adminInsights']['refundReasons'][number];

/** The reason's words; a code this client does not know yet is shown as it came. */
const labelOf = (reason: string) => text.reasons[reason] ?? reason;

/** Why money went back: how many refunded payments gave each reason, the commonest first. */
export function RefundReasonsTable({ edition, reasons }: { edition: number; reasons: RefundReason[] }) {
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={
        <CsvButton
          table={text.title}
          filename={text.file(edition)}
          header={text.header}
          rows={reasons.map((row) => [labelOf(row.reason), row.refunds])}
        />
      }
    >
      {reasons.length === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <ResultsScroller label={text.title}>
          <table className="admin-table">
            <TableHead labels={text.header} />
            <tbody>
              {reasons.map((row) => (
                <tr key={row.reason} data-testid={`refund-reason-${row.reason}`}>
                  <th scope="row">{labelOf(row.reason)}</th>
                  <td className="admin-table__number">{row.refunds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ResultsScroller>
      )}
    </ResultsCard>
  );
}
