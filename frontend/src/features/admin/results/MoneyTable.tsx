import type { AdminInsightsQuery } from '../../../gql/graphql';
import { adminCopy } from '../admin.copy';
import { CsvButton } from './CsvButton';
import { formatMoney } from './format';
import { ResultsCard } from './ResultsCard';
import { ResultsScroller } from './ResultsScroller';
import { TableHead } from './TableHead';

const text = adminCopy.results.money;
type Money = AdminInsightsQuery['adminInsights']['money'][number];
const AMOUNTS = ['grossCents', 'refundsCents', 'disputesCents', 'netCents'] as const;

/** Money by currency: gross, refunds, disputes and net (the CSV in major units, a dot for decimals). */
export function MoneyTable({ edition, money }: { edition: number; money: Money[] }) {
  return (
    <ResultsCard
      title={text.title}
      description={text.description}
      action={
        <CsvButton
          table={text.title}
          filename={text.file(edition)}
          header={text.header}
          rows={money.map((row) => [
            row.currency.toUpperCase(),
            row.payments,
            ...AMOUNTS.map((key) => (row[key] / 100).toFixed(2)),
          ])}
        />
      }
    >
      {money.length === 0 ? (
        <p className="admin-empty muted">{text.empty}</p>
      ) : (
        <ResultsScroller label={text.title}>
          <table className="admin-table">
            <TableHead labels={text.header} />
            <tbody>
              {money.map((row) => (
                <tr key={row.currency} data-testid={`money-${row.currency}`}>
                  <th scope="row">{row.currency.toUpperCase()}</th>
                  <td className="admin-table__number">{row.payments}</td>
                  {AMOUNTS.map((key) => (
                    <td key={key} className={`admin-table__number${key === 'netCents' ? ' admin-table__net' : ''}`}>
                      {formatMoney(row[key], row.currency)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ResultsScroller>
      )}
    </ResultsCard>
  );
}
