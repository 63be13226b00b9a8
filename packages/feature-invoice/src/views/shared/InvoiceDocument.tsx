import { Card, Divider, Flex, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetailResponse } from '@tessera/api-client';
import { LtrText, Logo, Title, Paragraph, Text } from '@tessera/ui';
import { useFormat } from '../../format';
import { keyOf } from './keys';
import './invoice.css';

/**
 * The invoice laid out as a document: who bills whom, where to pay, the lines and the totals,
 * then the sections its switches turn on (payment terms, client notes, a payment stub).
 */
export function InvoiceDocument({
  detail: { invoice, paymentDetails },
  bordered = true,
}: {
  detail: InvoiceDetailResponse;
  bordered?: boolean;
}) {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  const { token } = theme.useToken();
  const style = { '--invoice-rule': token.colorBorderSecondary } as CSSProperties;

  return (
    <Card
      className="invoice-document"
      variant={bordered ? 'outlined' : 'borderless'}
      style={style}
      aria-label={t('document.label', { id: invoice.id })}
      role="document"
    >
      <div className="invoice-document__head">
        <div>
          <Logo />
          <Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t('document.from')}
          </Paragraph>
        </div>
        <div>
          <Title level={2} style={{ fontSize: 22, marginTop: 0 }}>
            {t('document.label', { id: invoice.id })}
          </Title>
          <div>
            <Text type="secondary">{t('document.issued')}:</Text>{' '}
            <Text>{format.date(invoice.issuedDate)}</Text>
          </div>
          <div>
            <Text type="secondary">{t('document.due')}:</Text>{' '}
            <Text>{format.date(invoice.dueDate)}</Text>
          </div>
        </div>
      </div>
      <Divider />
      <div className="invoice-document__parties">
        <section aria-labelledby={`bill-to-${invoice.id}`}>
          <Title level={3} style={{ fontSize: 16 }} id={`bill-to-${invoice.id}`}>
            {t('document.billTo')}
          </Title>
          {/* Each in its own direction ("218 Station Street" stays in order right to left). */}
          <div>
            <Text>{invoice.client.name}</Text>
          </div>
          {invoice.client.company && (
            <div>
              <Text>{invoice.client.company}</Text>
            </div>
          )}
          {invoice.client.address && (
            <div>
              <Text>{invoice.client.address}</Text>
            </div>
          )}
          <div>
            <Text>{invoice.client.country}</Text>
          </div>
          <div>
            <LtrText>{invoice.client.contact}</LtrText>
          </div>
          <div>
            <LtrText>{invoice.client.companyEmail}</LtrText>
          </div>
        </section>
        <section aria-labelledby={`pay-to-${invoice.id}`}>
          <Title level={3} style={{ fontSize: 16 }} id={`pay-to-${invoice.id}`}>
            {t('document.paymentDetails')}
          </Title>
          <table className="invoice-document__totals" style={{ marginInlineStart: 0 }}>
            <tbody>
              <tr>
                <th scope="row">{t('document.totalDue')}</th>
                <td data-testid="total-due">
                  <LtrText>{format.money(paymentDetails.totalDue)}</LtrText>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('document.bankName')}</th>
                <td>
                  <Text>{paymentDetails.bankName}</Text>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('document.country')}</th>
                <td>
                  <Text>{paymentDetails.country}</Text>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('document.iban')}</th>
                <td>
                  <LtrText>{paymentDetails.iban}</LtrText>
                </td>
              </tr>
              <tr>
                <th scope="row">{t('document.swiftCode')}</th>
                <td>
                  <LtrText>{paymentDetails.swiftCode}</LtrText>
                </td>
              </tr>
            </tbody>
          </table>
        </section>
      </div>
      <Divider />
      <div className="invoice-document__table-scroll">
        <table className="invoice-document__lines">
          <caption className="sr-only">{t('document.linesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('document.item')}</th>
              <th scope="col">{t('document.description')}</th>
              <th scope="col" className="invoice-document__number">
                {t('document.cost')}
              </th>
              <th scope="col" className="invoice-document__number">
                {t('document.quantity')}
              </th>
              <th scope="col" className="invoice-document__number">
                {t('document.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((line, index) => (
              <tr key={index}>
                <td>
                  <Text>{line.item}</Text>
                </td>
                <td>
                  <Text>{line.description}</Text>
                </td>
                <td className="invoice-document__number">
                  <LtrText>{format.money(line.cost)}</LtrText>
                </td>
                <td className="invoice-document__number">{line.quantity}</td>
                <td className="invoice-document__number">
                  <LtrText>{format.money(line.price)}</LtrText>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex wrap gap={24} justify="space-between" style={{ marginTop: 24 }}>
        <div>
          {invoice.salesperson && (
            <div>
              <Text strong>{t('document.salesperson')}: </Text>
              <Text>{invoice.salesperson}</Text>
            </div>
          )}
          <Text type="secondary">
            {t('document.paymentMethod')}: {t(`paymentMethods.${keyOf(invoice.paymentMethod)}`)}
          </Text>
        </div>
        <table className="invoice-document__totals" data-testid="invoice-totals">
          <tbody>
            <tr>
              <th scope="row">{t('document.subtotal')}</th>
              <td>
                <LtrText>{format.money(invoice.subtotal)}</LtrText>
              </td>
            </tr>
            <tr>
              <th scope="row">
                {t('document.discount')} ({format.percent(invoice.discount)})
              </th>
              <td>
                <LtrText>−{format.money(invoice.discountAmount)}</LtrText>
              </td>
            </tr>
            <tr>
              <th scope="row">
                {t('document.tax')} ({format.percent(invoice.tax)})
              </th>
              <td>
                <LtrText>{format.money(invoice.taxAmount)}</LtrText>
              </td>
            </tr>
            <tr>
              <th scope="row">
                <Text strong>{t('document.total')}</Text>
              </th>
              <td data-testid="invoice-total">
                <Text strong>
                  <LtrText>{format.money(invoice.total)}</LtrText>
                </Text>
              </td>
            </tr>
            <tr>
              <th scope="row">{t('document.balance')}</th>
              <td data-testid="invoice-balance">
                <LtrText>{format.money(invoice.balance)}</LtrText>
              </td>
            </tr>
          </tbody>
        </table>
      </Flex>
      {invoice.note && (
        <>
          <Divider />
          {/* The note keeps the lines it was written in. */}
          <Paragraph style={{ whiteSpace: 'pre-line' }}>
            <Text strong>{t('document.note')}: </Text>
            {invoice.note}
          </Paragraph>
        </>
      )}
      {invoice.paymentTerms && (
        <Paragraph type="secondary">{t('document.paymentTermsText')}</Paragraph>
      )}
      {invoice.clientNotes && (
        <Paragraph type="secondary">{t('document.clientNotesText')}</Paragraph>
      )}
      {invoice.paymentStub && (
        <div
          style={{ border: `1px dashed ${token.colorBorder}`, padding: 16, marginTop: 16 }}
          aria-label={t('document.paymentStub')}
          role="group"
        >
          <Text strong>{t('document.paymentStub')}</Text>
          <div>
            {t('document.label', { id: invoice.id })} · {t('document.totalDue')}:{' '}
            <LtrText>{format.money(paymentDetails.totalDue)}</LtrText>
          </div>
        </div>
      )}
    </Card>
  );
}
