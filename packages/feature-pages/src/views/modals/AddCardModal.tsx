import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, Paragraph, useSubmitForm } from '@tessera/ui';
import { cardDigits, isCardNumber } from '@tessera/api-client';
import { expiryProblem, isCvv } from './cardRules';

interface CardValues {
  number: string;
  name: string;
  expiry: string;
  cvv: string;
  primary: boolean;
}

/**
 * Add a payment card: number (checksum), name, expiry (MM/YY, not past) and security code (three
 * digits, four for American Express). An example: nothing is sent, a toast says the card passed.
 */
export function AddCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const { formProps, modalProps } = useSubmitForm<CardValues, CardValues>({
    name: 'add-card',
    send: (values) => values,
    success: ({ number }) => t('modals.card.done', { last: cardDigits(number).slice(-4) }),
    onSaved: onClose,
  });
  const check = (valid: (value: string) => boolean, message: string) => ({
    validator: (_: unknown, value: string | undefined) =>
      !value || valid(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('modals.card.title')}
      okText={t('modals.card.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
    >
      <Paragraph type="secondary">{t('modals.card.description')}</Paragraph>
      <Form<CardValues> {...formProps} initialValues={{ primary: false }}>
        <Form.Item
          name="number"
          label={t('modals.card.number')}
          rules={[
            { required: true, message: t('modals.required') },
            check(isCardNumber, t('modals.card.numberInvalid')),
          ]}
        >
          <Input inputMode="numeric" autoComplete="cc-number" placeholder="1356 3215 6548 7898" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="name"
              label={t('modals.card.name')}
              rules={[{ required: true, whitespace: true, message: t('modals.required') }]}
            >
              <Input autoComplete="cc-name" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="expiry"
              label={t('modals.card.expiry')}
              rules={[
                { required: true, message: t('modals.required') },
                {
                  validator: (_: unknown, value: string | undefined) => {
                    const problem = value ? expiryProblem(value) : null;
                    return problem
                      ? Promise.reject(new Error(t(`modals.card.expiry_${problem}`)))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <Input
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('modals.card.mmyy')}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item
              name="cvv"
              label={t('modals.card.cvv')}
              dependencies={['number']}
              rules={[
                { required: true, message: t('modals.required') },
                ({ getFieldValue }) =>
                  check(
                    (value) => isCvv(value, String(getFieldValue('number') ?? '')),
                    t('modals.card.cvvInvalid'),
                  ),
              ]}
            >
              <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="primary" label={t('modals.card.primary')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
