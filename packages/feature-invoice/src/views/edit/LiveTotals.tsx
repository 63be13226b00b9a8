import { Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { computeInvoiceTotals } from '@tessera/api-client/invoice';
import { LtrText, Text } from '@tessera/ui';
import { useFormat } from '../../format';
import type { InvoiceFormValues } from './formValues';

const finite = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The totals as the server will work them out, updated with every keystroke. */
export function LiveTotals({ form }: { form: FormInstance<InvoiceFormValues> }) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const items = Form.useWatch('items', form) ?? [];
  const discount = finite(Form.useWatch('discount', form));
  const tax = finite(Form.useWatch('tax', form));
  const totals = computeInvoiceTotals(
    items.filter(Boolean).map((line) => ({
      item: line.item ?? '',
      description: line.description ?? '',
      cost: Math.max(0, finite(line.cost)),
      quantity: Math.max(0, Math.floor(finite(line.quantity))),
    })),
    Math.min(100, Math.max(0, discount)),
    Math.min(100, Math.max(0, tax)),
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
