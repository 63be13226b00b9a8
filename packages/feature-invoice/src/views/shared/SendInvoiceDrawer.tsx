import { PaperClipOutlined } from '@ant-design/icons';
import { Form, Input, Tag } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@tessera/api-client';
import { FormDrawer, FormDrawerActions, useSubmitForm } from '@tessera/ui';
import { useSendInvoiceMutation } from '../../api';

interface SendValues {
  to: string;
  subject: string;
  message: string;
}
const sendFields = ['to', 'subject', 'message'] as const;

function SendForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoice');
  const [send] = useSendInvoiceMutation();
  const { formProps, saving } = useSubmitForm({
    name: 'send-invoice',
    fields: sendFields,
    send: (values: SendValues) => send({ id: invoice.id, ...values }).unwrap(),
    success: (_sent, { to }) => t('send.done', { id: invoice.id, to }),
    onSaved: onClose,
  });

  return (
    <Form<SendValues>
      {...formProps}
      initialValues={{
        to: invoice.client.companyEmail,
        subject: t('send.defaultSubject', { id: invoice.id }),
        message: t('send.defaultMessage', { name: invoice.client.name }),
      }}
    >
      <Form.Item
        name="to"
        label={t('send.to')}
        rules={[{ required: true, type: 'email', message: t('validation.email') }]}
      >
        <Input type="email" dir="ltr" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="subject"
        label={t('send.subject')}
        rules={[{ required: true, whitespace: true, message: t('validation.subject') }]}
      >
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="message" label={t('send.message')}>
        <Input.TextArea rows={6} maxLength={2000} />
      </Form.Item>
      <Form.Item label={t('send.attachment')}>
        <Tag icon={<PaperClipOutlined aria-hidden />}>
          {t('send.attachmentName', { id: invoice.id })}
        </Tag>
      </Form.Item>
      <FormDrawerActions submit={t('send.submit')} pending={saving} onCancel={onClose} />
    </Form>
  );
}

/** "Send invoice": to, subject and message, with the invoice attached (shown as a tag). */
export const SendInvoiceDrawer = memo(function SendInvoiceDrawer({
  invoice,
  onClose,
}: {
  /** The invoice to send; null keeps the drawer closed. */
  invoice: Invoice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoice');
  return (
    <FormDrawer open={invoice !== null} onClose={onClose} title={t('send.title')} size={480}>
      {invoice && <SendForm invoice={invoice} onClose={onClose} />}
    </FormDrawer>
  );
});
