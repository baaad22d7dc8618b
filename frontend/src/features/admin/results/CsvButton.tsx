import { Download } from 'lucide-react';
import { adminCopy } from '../admin.copy';
import { downloadCsv, toCsv } from './csv';

type Cell = string | number;

/** "Descargar CSV" for one table of the Resultados tab: the CSV is made in the browser. */
export function CsvButton(props: { table: string; filename: string; header: readonly string[]; rows: Cell[][] }) {
  return (
    <button
      type="button"
      className="btn btn--ghost admin-results__csv"
      aria-label={adminCopy.results.csvOf(props.table)}
      onClick={() => downloadCsv(props.filename, toCsv(props.header, props.rows))}
    >
      <Download aria-hidden="true" size={16} />
      {adminCopy.results.csv}
    </button>
  );
}
