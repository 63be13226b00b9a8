import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  computeInvoiceTotals,
  invoiceMaxCost,
  invoiceMaxPercent,
  invoiceMaxQuantity,
} from '@tessera/api-client/invoice';
import { LtrText, Text } from '@tessera/ui';
import { useFormat } from '../../format';
import { accepted, type InvoiceFormValues } from './formValues';

/** The totals as the server will work them out, updated with every keystroke. */
export function LiveTotals({ form }: { form: FormInstance<InvoiceFormValues> }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const items = Form.useWatch('items', form) ?? [];
  const discount = accepted(Form.useWatch('discount', form), 0, invoiceMaxPercent);
  const tax = accepted(Form.useWatch('tax', form), 0, invoiceMaxPercent);
  const totals = computeInvoiceTotals(
    items.filter(Boolean).map((line) => ({
      item: line.item ?? '',
      description: line.description ?? '',
      cost: accepted(line.cost, 0, invoiceMaxCost),
      quantity: accepted(line.quantity, 1, invoiceMaxQuantity, true),
    })),
    discount,
    tax,
  );
  const rows: [string, string, string][] = [
    ['subtotal', t('document.subtotal'), format.money(totals.subtotal)],
    ['discount', t('document.discount'), `−${format.money(totals.discountAmount)}`],
    ['tax', t('document.tax'), format.money(totals.taxAmount)],
    ['total', t('document.total'), format.money(totals.total)],
  ];
  return (
    <table className="invoice-document__totals" aria-live="polite" data-testid="live-totals">
      <caption className="sr-only">{t('form.totalsCaption')}</caption>
      <tbody>
        {rows.map(([key, label, value]) => (
          <tr key={key}>
            <th scope="row">{key === 'total' ? <Text strong>{label}</Text> : label}</th>
            <td data-testid={`live-${key}`}>
              <Text strong={key === 'total'}>
                <LtrText>{value}</LtrText>
              </Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
