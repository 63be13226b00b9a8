export type CsvCell = string | number | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvCell;
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
function csvField(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text: a header line of titles, then one line per row, CRLF-separated. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const header = columns.map((column) => csvField(column.title)).join(',');
  const lines = rows.map((row) => columns.map((column) => csvField(column.value(row))).join(','));
  return [header, ...lines].join('\r\n');
}

/** Saves the rows as a CSV file through a temporary link (nothing leaves the browser). */
export function downloadCsv<T>(
  filename: string,
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8 (accents, currencies).
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
