import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { InvoiceDocument } from '../shared/InvoiceDocument';
import { InvoiceLoadFailed, InvoiceNotFound } from '../shared/lazy';
import { useInvoice } from '../shared/useInvoice';

/**
 * `/apps/invoice/print/:id`: the document alone on a bare page, and the browser's print dialog
 * once it is drawn.
 */
export default function InvoicePrintPage() {
  const { t } = useTranslation('invoice');
  const { id: rawId } = useParams();
  const { detail, notFound, error, retry } = useInvoice(rawId);
  const ready = detail !== null;

  useEffect(() => {
    if (ready) window.print();
  }, [ready]);

  if (notFound) return <InvoiceNotFound id={rawId} />;
  if (error) return <InvoiceLoadFailed error={error} onRetry={retry} />;
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
