import { useTranslation } from 'react-i18next';
import { invoicePaid } from '@tessera/api-client/invoice';
import { PageHeader, RecordSkeleton, toServerError, useFeedback, useRecordPage } from '@tessera/ui';
import { useClientsQuery, useEditInvoiceMutation, useGetInvoiceQuery } from '../../api';
import { BackToList } from '../shared/BackToList';
import { InvoiceUnavailable } from '../shared/InvoiceUnavailable';
import { toInput, valuesOf, type InvoiceFormValues } from './formValues';
import { InvoiceForm } from './InvoiceForm';

/** `/apps/invoice/edit/:id`: the invoice's fields; saved, it opens in the preview. */
export default function InvoiceEditPage() {
  const { t } = useTranslation('invoice');
  const { message } = useFeedback();
  const page = useRecordPage(useGetInvoiceQuery);
  const { id, record: detail } = page;
  const clients = useClientsQuery(undefined);
  const [editInvoice] = useEditInvoiceMutation();

  if (page.unavailable) return <InvoiceUnavailable page={page} id={page.param} />;
  if (clients.isError) {
    const retry = () => void clients.refetch();
    const failure = { notFound: false, error: toServerError(clients.error), retry };
    return <InvoiceUnavailable page={failure} id={page.param} />;
  }

  const save = async (invoiceId: number, values: InvoiceFormValues) => {
    const invoice = await editInvoice({ ...toInput(values), id: invoiceId }).unwrap();
    void message.success(t('edit.done', { id: invoice.id }));
    return invoice.id;
  };

  const invoice = detail?.invoice;
  const known = clients.data;
  return (
    <>
      <PageHeader title={t('titles.editOf', { id })} extra={<BackToList />} />
      {!invoice || !known ? (
        <RecordSkeleton label={t('preview.loading')} columns={[{ span: 24, rows: 14 }]} />
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
          onSave={(values) => save(invoice.id, values)}
          paid={{ amount: invoicePaid(invoice.payments), savedTotal: invoice.total }}
        />
      )}
    </>
  );
}
