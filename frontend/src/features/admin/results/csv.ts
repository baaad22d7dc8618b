/** One CSV cell: quoted when it holds a comma, a quote or a line break (quotes doubled, RFC 4180). */
const cell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A table as CSV text: a header row, then one line per row, CRLF between lines (RFC 4180). */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/**
 * Downloads CSV text as a file, in the browser (a Blob, no server round trip); the UTF-8 byte
 * order mark lets spreadsheet programs read the accents right.
 */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
