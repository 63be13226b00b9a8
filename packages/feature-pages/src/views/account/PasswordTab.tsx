import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { userPasswordMinLength } from '@tessera/api-client';
import type { UnsavedChanges } from '@tessera/ui';
import { useChangePasswordMutation } from '../../api';
import { useTabForm } from './useTabForm';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const fields = ['currentPassword', 'newPassword'] as const;

/** Changes the password: the current one first, then a new one (8 characters, a letter and a digit) twice. */
export function PasswordTab({ unsaved }: { unsaved: UnsavedChanges }) {
  const { t } = useTranslation('pages');
  const [change] = useChangePasswordMutation();
  const { formProps, saving, onValuesChange, form } = useTabForm<PasswordValues, unknown>({
    name: 'account-password',
    fields,
    send: ({ currentPassword, newPassword }) => change({ currentPassword, newPassword }).unwrap(),
    unsaved,
    success: t('account.password.done'),
    // Passwords are not kept on screen once changed.
    onSaved: () => form.resetFields(),
  });

  return (
    <Form {...formProps} onValuesChange={onValuesChange}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="currentPassword"
            label={t('account.password.current')}
            rules={[{ required: true, message: t('account.rules.required') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="newPassword"
            label={t('account.password.new')}
            rules={[
              { required: true, message: t('account.rules.required') },
              {
                min: userPasswordMinLength,
                message: t('account.password.rules.length', { count: userPasswordMinLength }),
              },
              { pattern: /[a-z]/i, message: t('account.password.rules.letter') },
              { pattern: /\d/, message: t('account.password.rules.digit') },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="confirmPassword"
            label={t('account.password.confirm')}
            dependencies={['newPassword']}
            rules={[
              { required: true, message: t('account.rules.required') },
              ({ getFieldValue }) => ({
                validator: (_, value) =>
                  !value || value === getFieldValue('newPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('account.password.rules.match'))),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Col>
      </Row>
      <p className="pages-hint">{t('account.password.hint', { count: userPasswordMinLength })}</p>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.password.submit')}
      </Button>
    </Form>
  );
}
