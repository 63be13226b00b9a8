import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountInfo } from '@tessera/api-client';
import { contactPattern } from '@tessera/api-client';
import { bioMaxLength, countryMaxLength } from '@tessera/api-client/pages';
import type { UnsavedChanges } from '@tessera/ui';
import { useSaveInfoMutation } from '../../api';
import { webAddress } from './rules';
import { useTabForm } from './useTabForm';

const fields = ['bio', 'dob', 'country', 'website', 'phone'] as const;

/** About the person: a bio, birth date, country, website and phone, each optional. */
export function InfoTab({ values, unsaved }: { values: AccountInfo; unsaved: UnsavedChanges }) {
  const { t } = useTranslation('pages');
  const [save] = useSaveInfoMutation();
  const { formProps, saving, onValuesChange } = useTabForm<AccountInfo, unknown>({
    name: 'account-info',
    fields,
    send: (input) => save(input).unwrap(),
    unsaved,
  });
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Form {...formProps} initialValues={values} onValuesChange={onValuesChange}>
      <Form.Item
        name="bio"
        label={t('account.fields.bio')}
        rules={[{ max: bioMaxLength, message: t('account.rules.max', { count: bioMaxLength }) }]}
      >
        <Input.TextArea rows={4} maxLength={bioMaxLength} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="dob"
            label={t('account.fields.dob')}
            rules={[
              {
                validator: (_, value: string) =>
                  !value || value <= today
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.rules.past'))),
              },
            ]}
          >
            <Input type="date" max={today} autoComplete="bday" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="country"
            label={t('account.fields.country')}
            rules={[
              {
                max: countryMaxLength,
                message: t('account.rules.max', { count: countryMaxLength }),
              },
            ]}
          >
            <Input autoComplete="country-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('account.fields.website')} rules={[webAddress(t)]}>
            <Input type="url" placeholder="https://" autoComplete="url" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={t('account.fields.phone')}
            rules={[{ pattern: contactPattern, message: t('account.rules.phone') }]}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
