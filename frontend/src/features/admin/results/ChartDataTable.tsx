import { adminCopy } from '../admin.copy';
import { ResultsScroller } from './ResultsScroller';
import { TableHead } from './TableHead';

/**
 * A chart's figures as a table, folded under "Ver los datos en una tabla": the text alternative a
 * screen reader or a careful reader opens; the rows are the ones the chart's CSV downloads.
 */
export function ChartDataTable(props: { title: string; header: readonly string[]; rows: (string | number)[][] }) {
  return (
    <details className="results-data">
      <summary>{adminCopy.results.showData}</summary>
      <ResultsScroller label={props.title}>
        <table className="admin-table">
          <TableHead labels={props.header} />
          <tbody>
            {props.rows.map(([first, ...rest]) => (
              <tr key={String(first)}>
                <th scope="row">{first}</th>
                {rest.map((cell, index) => (
                  <td key={index} className={typeof cell === 'number' ? 'admin-table__number' : undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ResultsScroller>
    </details>
  );
}
