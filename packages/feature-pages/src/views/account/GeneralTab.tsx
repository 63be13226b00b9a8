import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountGeneral } from '@tessera/api-client';
import { usernamePattern } from '@tessera/api-client';
import { companyMaxLength, fullNameMaxLength } from '@tessera/api-client/pages';
import type { UnsavedChanges } from '@tessera/ui';
import { useSaveGeneralMutation } from '../../api';
import { AvatarPicker } from './AvatarPicker';
import { useTabForm } from './useTabForm';

const fields = ['avatar', 'username', 'fullName', 'email', 'company'] as const;

/** The account's picture, names and email: the username and the email are unique. */
export function GeneralTab({
  values,
  unsaved,
}: {
  values: AccountGeneral;
  unsaved: UnsavedChanges;
}) {
  const { t } = useTranslation('pages');
  const [save] = useSaveGeneralMutation();
  const { formProps, saving, onValuesChange, form } = useTabForm<AccountGeneral, unknown>({
    name: 'account-general',
    fields,
    send: (input) => save(input).unwrap(),
    unsaved,
  });
  const fullName = Form.useWatch('fullName', form) ?? values.fullName;

  return (
    <Form {...formProps} initialValues={values} onValuesChange={onValuesChange}>
      <Form.Item name="avatar" label={t('account.avatar.label')}>
        <AvatarPicker name={fullName} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="username"
            label={t('account.fields.username')}
            rules={[
              { required: true, message: t('account.rules.required') },
              { pattern: usernamePattern, message: t('account.rules.username') },
            ]}
          >
            <Input autoComplete="username" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="fullName"
            label={t('account.fields.fullName')}
            rules={[
              { required: true, whitespace: true, message: t('account.rules.required') },
              {
                max: fullNameMaxLength,
                message: t('account.rules.max', { count: fullNameMaxLength }),
              },
            ]}
          >
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('account.fields.email')}
            rules={[
              { required: true, message: t('account.rules.required') },
              { type: 'email', message: t('account.rules.email') },
            ]}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="company"
            label={t('account.fields.company')}
            rules={[
              {
                max: companyMaxLength,
                message: t('account.rules.max', { count: companyMaxLength }),
              },
            ]}
          >
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
