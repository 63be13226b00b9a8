import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader, useFeedback } from '@tessera/ui';
import { useClientsQuery, useEditInvoiceMutation } from '../../api';
import { BackToList } from '../shared/BackToList';
import { InvoiceLoadFailed, InvoiceNotFound } from '../shared/lazy';
import { useInvoice } from '../shared/useInvoice';
import { toInput, valuesOf, type InvoiceFormValues } from './formValues';
import { InvoiceForm } from './InvoiceForm';

/** `/apps/invoice/edit/:id`: the invoice's fields; saved, it opens in the preview. */
export default function InvoiceEditPage() {
  const { t } = useTranslation('invoice');
  const { message } = useFeedback();
  const { id: rawId } = useParams();
  const { id, detail, notFound, error, retry } = useInvoice(rawId);
  const clients = useClientsQuery(undefined);
  const [editInvoice, { isLoading }] = useEditInvoiceMutation();

  if (notFound) return <InvoiceNotFound id={rawId} />;
  if (error) return <InvoiceLoadFailed error={error} onRetry={retry} />;
  if (clients.isError) return <InvoiceLoadFailed error={clients.error} onRetry={clients.refetch} />;

  const save = async (values: InvoiceFormValues) => {
    const invoice = await editInvoice({ ...toInput(values), id }).unwrap();
    void message.success(t('edit.done', { id }));
    return invoice.id;
  };

  const invoice = detail?.invoice;
  const known = clients.data;
  return (
    <>
      <PageHeader title={t('titles.editOf', { id })} extra={<BackToList />} />
      {!invoice || !known ? (
        <Card aria-busy="true" aria-label={t('preview.loading')}>
          <Skeleton active paragraph={{ rows: 14 }} />
        </Card>
      ) : (
        <InvoiceForm
          // A fresh form for each invoice: its initial values are read once.
          key={invoice.id}
          initialValues={valuesOf(invoice, known)}
          currentClient={
            known.some(
              (client) =>
                client.companyEmail.toLowerCase() === invoice.client.companyEmail.toLowerCase(),
            )
              ? undefined
              : invoice.client.name
          }
          submitLabel={t('edit.submit')}
          pending={isLoading}
          onSave={save}
        />
      )}
    </>
  );
}
