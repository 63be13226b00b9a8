import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useFeedback } from '@tessera/ui';
import { useAddInvoiceMutation } from '../../api';
import { BackToList } from '../shared/BackToList';
import { blankInvoice, toInput, type InvoiceFormValues } from './formValues';
import { InvoiceForm } from './InvoiceForm';

/** `/apps/invoice/add`: a new draft invoice; saved, it opens in the preview. */
export default function InvoiceAddPage() {
  const { t } = useTranslation('invoice');
  const { message } = useFeedback();
  const [addInvoice] = useAddInvoiceMutation();
  const [initialValues] = useState(blankInvoice);

  const save = async (values: InvoiceFormValues) => {
    const { clientId, ...input } = toInput(values);
    // The form's rules require a client: a missing one is the server's to refuse, on its field.
    const invoice = await addInvoice({ ...input, clientId: clientId ?? 0 }).unwrap();
    void message.success(t('add.done', { id: invoice.id }));
    return invoice.id;
  };

  return (
    <>
      <PageHeader
        title={t('titles.add')}
        description={t('add.description')}
        extra={<BackToList />}
      />
      <InvoiceForm initialValues={initialValues} submitLabel={t('add.submit')} onSave={save} />
    </>
  );
}
