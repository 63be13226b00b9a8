import type { TFunction } from 'i18next';
import type { Employee } from '@tessera/api-client';
import { employeeStatusName } from '@tessera/api-client/datatables';
import { downloadCsv, type CsvColumn } from '@tessera/ui';

/** The columns an export writes, titled in the reader's language; values stay raw (numbers, ISO days). */
export function exportColumns(t: TFunction<'tables'>): CsvColumn<Employee>[] {
  return [
    { title: t('fields.id'), value: (row) => row.id },
    { title: t('fields.name'), value: (row) => row.full_name },
    { title: t('fields.post'), value: (row) => row.post },
    { title: t('fields.email'), value: (row) => row.email },
    { title: t('fields.city'), value: (row) => row.city },
    { title: t('fields.startDate'), value: (row) => row.start_date },
    { title: t('fields.salary'), value: (row) => row.salary },
    { title: t('fields.age'), value: (row) => row.age },
    { title: t('fields.experience'), value: (row) => row.experience },
    {
      title: t('fields.status'),
      value: (row) => t(`statuses.${employeeStatusName(row.status)}`),
    },
  ];
}

export function exportCsv(t: TFunction<'tables'>, rows: readonly Employee[]): void {
  downloadCsv('employees.csv', rows, exportColumns(t));
}

/**
 * The rows as an Excel workbook. The writer (write-excel-file) loads on the first Excel export
 * only: the pages ship without it. Text cells are written as text, never as formulas.
 */
export async function exportExcel(
  t: TFunction<'tables'>,
  rows: readonly Employee[],
): Promise<void> {
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const columns = exportColumns(t);
  const header = columns.map((column) => ({ value: column.title, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => ({ value: column.value(row) ?? undefined })),
  );
  await writeExcelFile([header, ...body]).toFile('employees.xlsx');
}
