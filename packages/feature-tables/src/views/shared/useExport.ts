import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '@tessera/api-client';
import { useErrorMessage, useFeedback } from '@tessera/ui';
import { exportCsv, exportExcel } from './exportRows';

/** Exports rows as CSV or as an Excel workbook, and says how it went. */
export function useExport() {
  const { t } = useTranslation('tables');
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const [busy, setBusy] = useState<'csv' | 'excel' | null>(null);

  const run = async (kind: 'csv' | 'excel', rows: readonly Employee[]) => {
    setBusy(kind);
    try {
      if (kind === 'csv') exportCsv(t, rows);
      else await exportExcel(t, rows);
      void message.success(t('export.done', { count: rows.length }));
    } catch (failure) {
      void message.error(describe(failure));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
