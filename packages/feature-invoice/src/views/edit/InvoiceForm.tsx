import { DeleteOutlined, PlusOutlined, UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Col, Divider, Flex, Form, Input, Row, Select, Switch, theme } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Client } from '@tessera/api-client';
import {
  computeInvoiceTotals,
  invoiceMaxCost,
  invoiceMaxPercent,
  invoiceMaxQuantity,
  invoicePaymentMethods,
} from '@tessera/api-client/invoice';
import {
  lazyDialog,
  FormDrawerActions,
  formatLocaleNumber,
  LtrText,
  NumberInput,
  Title,
  useNumberRules,
  useSubmitForm,
  useUnsavedChanges,
} from '@tessera/ui';
import { useClientsQuery } from '../../api';
import { useFormat } from '../../format';
import { listPath, previewPath } from '../../paths';
import { keyOf } from '../shared/keys';
import { dayBounds, useDayRules } from '../shared/useDayRules';
import { usePrintableRule } from '../shared/usePrintableRule';
import { accepted, newLine, toInput, type InvoiceFormValues } from './formValues';
import { LiveTotals } from './LiveTotals';
import '../shared/invoice.css';

// The new-customer form loads when first opened, not with the invoice form.
const AddClientDrawer = lazyDialog(() =>
  import('./AddClientDrawer').then(({ AddClientDrawer }) => ({ default: AddClientDrawer })),
);

const formFields = [
  'clientId',
  'issuedDate',
  'dueDate',
  'service',
  'items',
  'salesperson',
  'discount',
  'tax',
  'note',
  'paymentMethod',
  'paymentTerms',
  'clientNotes',
  'paymentStub',
] as const;

export interface InvoiceFormProps {
  initialValues: InvoiceFormValues;
  /** The client the invoice bills when they are not among the customers (edit). */
  currentClient?: string;
  submitLabel: string;
  /** Saves; resolves with the saved invoice's id, rejects with the server's failure. */
  onSave: (values: InvoiceFormValues) => Promise<number>;
  /**
   * An invoice already paid in part (edit): its lines may not add up to less than was paid,
   * unless they do not lower the total as saved (a seeded overpayment stays).
   */
  paid?: { amount: number; savedTotal: number };
}

/** One line's price as the server works it out: cost × quantity. */
function LinePrice({ index }: { index: number }) {
  const format = useFormat();
  const cost = accepted(Form.useWatch(['items', index, 'cost']), 0, invoiceMaxCost);
  const quantity = accepted(
    Form.useWatch(['items', index, 'quantity']),
    1,
    invoiceMaxQuantity,
    true,
  );
  return <LtrText>{format.money((Math.round(cost * 100) * quantity) / 100)}</LtrText>;
}

/**
 * The add and edit form: client (or a new customer), dates, line items with live totals, the
 * rest of the terms and the document's switches. Validates before saving; asks before leaving
 * with unsaved changes.
 */
export function InvoiceForm({
  initialValues,
  currentClient,
  submitLabel,
  onSave,
  paid,
}: InvoiceFormProps) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const unsaved = useUnsavedChanges();
  const { changed } = unsaved;
  const { form, formProps, saving } = useSubmitForm({
    name: 'invoice',
    fields: formFields,
    send: (values: InvoiceFormValues) => unsaved.saving(onSave(values)),
    onSaved: (id) => void navigate(previewPath(id)),
  });
  const clients = useClientsQuery(undefined);
  const [addingClient, setAddingClient] = useState(false);
  const closeAddClient = useCallback(() => setAddingClient(false), []);
  const pickClient = useCallback(
    (client: Client) => {
      form.setFieldValue('clientId', client.id);
      void form.validateFields(['clientId']);
      changed();
    },
    [form, changed],
  );

  const clientOptions = useMemo(
    () => [
      ...(currentClient ? [{ value: 'current' as const, label: currentClient }] : []),
      ...(clients.data ?? []).map((client) => ({
        value: client.id,
        label: `${client.name} (${client.company || client.companyEmail})`,
      })),
    ],
    [clients.data, currentClient],
  );

  const format = useFormat();
  const dayRules = useDayRules();
  const printable = usePrintableRule();
  const costRules = useNumberRules({
    message: t('validation.cost', { max: format.money(invoiceMaxCost) }),
    required: true,
    min: 0,
    max: invoiceMaxCost,
  });
  const quantityRules = useNumberRules({
    message: t('validation.quantity', {
      max: formatLocaleNumber(invoiceMaxQuantity, format.language),
    }),
    required: true,
    integer: true,
    min: 1,
    max: invoiceMaxQuantity,
  });
  const percentRules = useNumberRules({
    message: t('validation.percent'),
    min: 0,
    max: invoiceMaxPercent,
  });

  return (
    <>
      <Form<InvoiceFormValues>
        {...formProps}
        initialValues={initialValues}
        onValuesChange={changed}
        scrollToFirstError={{ focus: true }}
      >
        <Card>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('form.client')} required>
                <Flex gap="small" align="start">
                  <Form.Item
                    name="clientId"
                    noStyle
                    rules={[{ required: true, message: t('validation.client.pick') }]}
                  >
                    <Select
                      aria-label={t('form.client')}
                      placeholder={t('form.clientPlaceholder')}
                      // antd's placeholder grey is too pale to read (axe flags it).
                      styles={{ placeholder: { color: token.colorTextDescription } }}
                      options={clientOptions}
                      loading={clients.isFetching}
                      showSearch={{ optionFilterProp: 'label' }}
                      style={{ flex: 1, minWidth: 0 }}
                    />
                  </Form.Item>
                  <Button
                    icon={<UserAddOutlined aria-hidden />}
                    onClick={() => setAddingClient(true)}
                  >
                    {t('client.open')}
                  </Button>
                </Flex>
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="issuedDate" label={t('form.issuedDate')} rules={dayRules}>
                <Input type="date" {...dayBounds} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="dueDate"
                label={t('form.dueDate')}
                dependencies={['issuedDate']}
                rules={[
                  ...dayRules,
                  ({ getFieldValue }) => ({
                    validator: (_, value: string) => {
                      const issued = getFieldValue('issuedDate') as string;
                      return !value || !issued || value >= issued
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('validation.dueBeforeIssued')));
                    },
                  }),
                ]}
              >
                <Input type="date" {...dayBounds} />
              </Form.Item>
            </Col>
          </Row>
          <Divider />
          <Title level={2} style={{ fontSize: 16 }}>
            {t('form.items')}
          </Title>
          <Form.List
            name="items"
            rules={[
              {
                validator: async (_, lines: unknown[] | undefined) => {
                  if (!lines || lines.length === 0) throw new Error(t('validation.items'));
                  if (!paid) return;
                  const { items, discount, tax } = toInput(form.getFieldsValue(true));
                  const filled = items.map((line) => ({
                    ...line,
                    description: line.description ?? '',
                  }));
                  const { total } = computeInvoiceTotals(filled, discount ?? 0, tax ?? 0);
                  if (total < paid.amount && total < paid.savedTotal) {
                    throw new Error(t('validation.belowPaid', { paid: format.money(paid.amount) }));
                  }
                },
              },
            ]}
          >
            {(lines, { add, remove }, { errors }) => (
              <>
                {lines.map(({ key, name }, index) => {
                  const number = index + 1;
                  const field = (label: string) => t('form.lineField', { number, field: label });
                  return (
                    <Row
                      key={key}
                      gutter={12}
                      align="bottom"
                      role="group"
                      aria-label={t('form.line', { number })}
                      data-testid="invoice-line"
                    >
                      <Col xs={24} md={6}>
                        <Form.Item
                          name={[name, 'item']}
                          label={t('document.item')}
                          rules={[
                            { required: true, whitespace: true, message: t('validation.item') },
                            printable,
                          ]}
                        >
                          <Input aria-label={field(t('document.item'))} maxLength={80} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} md={6}>
                        <Form.Item
                          name={[name, 'description']}
                          label={t('document.description')}
                          rules={[printable]}
                        >
                          <Input aria-label={field(t('document.description'))} maxLength={200} />
                        </Form.Item>
                      </Col>
                      <Col xs={8} md={4}>
                        <Form.Item
                          name={[name, 'cost']}
                          label={t('document.cost')}
                          rules={costRules}
                        >
                          <NumberInput aria-label={field(t('document.cost'))} fractionDigits={2} />
                        </Form.Item>
                      </Col>
                      <Col xs={6} md={3}>
                        <Form.Item
                          name={[name, 'quantity']}
                          label={t('document.quantity')}
                          rules={quantityRules}
                        >
                          <NumberInput aria-label={field(t('document.quantity'))} />
                        </Form.Item>
                      </Col>
                      <Col xs={6} md={3}>
                        <Form.Item label={t('document.price')}>
                          <div style={{ paddingBlock: 5 }} data-testid="line-price">
                            <LinePrice index={name} />
                          </div>
                        </Form.Item>
                      </Col>
                      <Col xs={4} md={2}>
                        <Form.Item
                          label={
                            <span className="sr-only">{t('form.removeLine', { number })}</span>
                          }
                        >
                          <Button
                            danger
                            type="text"
                            icon={<DeleteOutlined aria-hidden />}
                            aria-label={t('form.removeLine', { number })}
                            onClick={() => remove(name)}
                          />
                        </Form.Item>
                      </Col>
                    </Row>
                  );
                })}
                <Form.ErrorList errors={errors} />
                <Button
                  type="dashed"
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => add(newLine())}
                >
                  {t('form.addLine')}
                </Button>
              </>
            )}
          </Form.List>
          <Divider />
          <Row gutter={24}>
            <Col xs={24} md={14}>
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name="salesperson" label={t('form.salesperson')} rules={[printable]}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="paymentMethod" label={t('form.paymentMethod')}>
                    <Select
                      aria-label={t('form.paymentMethod')}
                      options={invoicePaymentMethods.map((method) => ({
                        value: method,
                        label: t(`paymentMethods.${keyOf(method)}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item name="discount" label={t('form.discount')} rules={percentRules}>
                    <NumberInput suffix="%" />
                  </Form.Item>
                </Col>
                <Col xs={12}>
                  <Form.Item name="tax" label={t('form.tax')} rules={percentRules}>
                    <NumberInput suffix="%" />
                  </Form.Item>
                </Col>
                <Col xs={24}>
                  <Form.Item name="note" label={t('form.note')} rules={[printable]}>
                    <Input.TextArea rows={3} maxLength={500} />
                  </Form.Item>
                </Col>
              </Row>
            </Col>
            <Col xs={24} md={10}>
              <LiveTotals form={form} />
            </Col>
          </Row>
          <Divider />
          <Flex vertical gap="small">
            {(['paymentTerms', 'clientNotes', 'paymentStub'] as const).map((name) => (
              <Flex key={name} gap="small" align="center">
                <Form.Item name={name} valuePropName="checked" noStyle>
                  <Switch id={`invoice-${name}`} aria-label={t(`form.${name}`)} />
                </Form.Item>
                <label htmlFor={`invoice-${name}`}>{t(`form.${name}`)}</label>
              </Flex>
            ))}
          </Flex>
          <Divider />
          <FormDrawerActions submit={submitLabel} pending={saving} cancelTo={listPath} />
        </Card>
      </Form>
      <AddClientDrawer open={addingClient} onClose={closeAddClient} onAdded={pickClient} />
    </>
  );
}
