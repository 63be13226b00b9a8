export type CsvCell = string | number | null | undefined;

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvCell;
}

/** A text starting like this is read as a formula by spreadsheet programs (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. A
 * text that a spreadsheet would run as a formula gets a leading ' so it is shown as typed
 * (numbers are written as they are: -3 is a number, not a formula).
 */
function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  const text = typeof cell === 'string' && formulaStart.test(cell) ? `'${cell}` : String(cell);
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

/** The server's largest page (perPage is capped at 100). */
export const largestPage = 100;

/**
 * Every row of a paged list, asked one page of `perPage` at a time (an export takes what the
 * list's filters match over all pages, without one oversized request).
 */
export async function fetchEveryPage<T>(
  fetchPage: (page: number, perPage: number) => Promise<{ rows: readonly T[]; total: number }>,
  perPage = largestPage,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, perPage);
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) return rows;
  }
}
