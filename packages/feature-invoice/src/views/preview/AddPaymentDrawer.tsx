import { Form, Input, Select } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Invoice, type InvoicePaymentMethod } from '@tessera/api-client';
import { invoicePaymentMethods } from '@tessera/api-client/invoice';
import {
  FormDrawer,
  FormDrawerActions,
  LtrText,
  NumberInput,
  Paragraph,
  useNumberRules,
  useSubmitForm,
} from '@tessera/ui';
import { useAddPaymentMutation } from '../../api';
import { amountOf, today, useFormat } from '../../format';
import { keyOf } from '../shared/keys';
import { dayBounds, useDayRules } from '../shared/useDayRules';

interface PaymentValues {
  amount: number | null;
  date: string;
  method: InvoicePaymentMethod;
  note: string;
}
const paymentFields = ['amount', 'date', 'method', 'note'] as const;

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const [addPayment] = useAddPaymentMutation();
  const dayRules = useDayRules();
  const balance = amountOf(invoice.balance);
  // A payment is a positive amount of cents, at most the balance.
  const amountRules = useNumberRules({
    message: t('validation.amountRange', { max: format.money(balance) }),
    required: true,
    min: 0.01,
    max: balance,
  });
  const { formProps, saving } = useSubmitForm({
    name: 'add-payment',
    fields: paymentFields,
    send: ({ amount, ...values }: PaymentValues) =>
      addPayment({ id: invoice.id, amount: amount ?? 0, ...values }).unwrap(),
    success: (_paid, { amount }) => t('payment.done', { amount: format.money(amount ?? 0) }),
    onSaved: onClose,
  });

  return (
    <Form<PaymentValues>
      {...formProps}
      initialValues={{ amount: null, date: today(), method: invoice.paymentMethod, note: '' }}
    >
      <Paragraph>
        {t('payment.balance')}: <LtrText>{format.money(balance)}</LtrText>
      </Paragraph>
      <Form.Item name="amount" label={t('payment.amount')} rules={amountRules}>
        <NumberInput fractionDigits={2} prefix="$" />
      </Form.Item>
      <Form.Item name="date" label={t('payment.date')} rules={dayRules}>
        <Input type="date" {...dayBounds} />
      </Form.Item>
      <Form.Item name="method" label={t('payment.method')}>
        <Select
          options={invoicePaymentMethods.map((method) => ({
            value: method,
            label: t(`paymentMethods.${keyOf(method)}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="note" label={t('payment.note')}>
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
      <FormDrawerActions submit={t('payment.submit')} pending={saving} onCancel={onClose} />
    </Form>
  );
}

/** "Add payment": amount (at most the balance), date, method and note. */
export const AddPaymentDrawer = memo(function AddPaymentDrawer({
  invoice,
  open,
  onClose,
}: {
  invoice: Invoice;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoice');
  return (
    <FormDrawer open={open} onClose={onClose} title={t('payment.title')} size={420}>
      <PaymentForm invoice={invoice} onClose={onClose} />
    </FormDrawer>
  );
});
