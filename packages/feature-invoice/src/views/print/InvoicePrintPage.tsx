import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPage } from '@tessera/ui';
import { useGetInvoiceQuery } from '../../api';
import { InvoiceDocument } from '../shared/InvoiceDocument';
import { InvoiceUnavailable } from '../shared/InvoiceUnavailable';

/**
 * `/apps/invoice/print/:id`: the document alone on a bare page, and the browser's print dialog
 * once it is drawn.
 */
export default function InvoicePrintPage() {
  const { t } = useTranslation('invoice');
  const page = useRecordPage(useGetInvoiceQuery);
  const detail = page.record;
  const ready = detail !== null;

  useEffect(() => {
    if (ready) window.print();
  }, [ready]);

  if (page.unavailable) return <InvoiceUnavailable page={page} id={page.param} />;
  if (!detail) {
    return (
      <div
        style={{ width: '100%', maxWidth: 880 }}
        aria-busy="true"
        aria-label={t('preview.loading')}
      >
        <Skeleton active paragraph={{ rows: 16 }} />
      </div>
    );
  }
  return (
    <>
      <h1 className="sr-only">{t('titles.previewOf', { id: detail.invoice.id })}</h1>
      <InvoiceDocument detail={detail} bordered={false} />
    </>
  );
}
