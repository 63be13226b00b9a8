import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Row,
  type FormRule,
  type TableColumnsType,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  userPasswordMinLength,
  type User,
  type UserDetailsResponse,
  type UserDevice,
} from '@tessera/api-client';
import { Paragraph, StaticTable, Text, useSubmitForm } from '@tessera/ui';
import { useChangePasswordMutation } from '../../../api';
import { formatDateTime } from '../format';
import { TabCard } from './TabCard';
import { TwoStepModal } from '../lazy';

interface SecurityTabProps {
  user: User;
  details: UserDetailsResponse | null;
  loading: boolean;
}

interface PasswordValues {
  newPassword: string;
  confirmPassword: string;
}

const passwordFields = ['newPassword'] as const;

/** The contract's password rules (schemas/users.ts), checked before sending. */
function usePasswordRules() {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const newPassword: FormRule[] = [
      { required: true, message: t('security.passwordRequired') },
      {
        min: userPasswordMinLength,
        message: t('security.passwordMin', { min: userPasswordMinLength }),
      },
      { pattern: /[a-z]/i, message: t('security.passwordLetter') },
      { pattern: /\d/, message: t('security.passwordDigit') },
    ];
    const confirmPassword: FormRule[] = [
      { required: true, message: t('security.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_, value) =>
          !value || value === getFieldValue('newPassword')
            ? Promise.resolve()
            : Promise.reject(new Error(t('security.confirmMismatch'))),
      }),
    ];
    return { newPassword, confirmPassword };
  }, [t]);
}

function ChangePassword({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const rules = usePasswordRules();
  const [changePassword] = useChangePasswordMutation();
  const { form, formProps, saving } = useSubmitForm({
    name: 'change-password',
    fields: passwordFields,
    send: ({ newPassword }: PasswordValues) =>
      changePassword({ id: user.id, newPassword }).unwrap(),
    success: () => t('security.passwordChanged'),
    onSaved: () => form.resetFields(),
  });

  return (
    <TabCard title={t('security.changePassword')} testId="change-password">
      <Alert
        type="warning"
        showIcon
        title={t('security.requirements', { min: userPasswordMinLength })}
        style={{ marginBottom: 16 }}
      />
      <Form<PasswordValues> {...formProps}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="newPassword"
              label={t('security.newPassword')}
              rules={rules.newPassword}
            >
              <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="confirmPassword"
              label={t('security.confirmPassword')}
              rules={rules.confirmPassword}
              dependencies={['newPassword']}
            >
              <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden />} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('security.submitPassword')}
        </Button>
      </Form>
    </TabCard>
  );
}

function TwoStepVerification() {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);
  return (
    <TabCard title={t('security.twoStep')} testId="two-step">
      <Flex gap="middle" align="flex-start" wrap>
        <MobileOutlined aria-hidden style={{ fontSize: 28 }} />
        <div style={{ flex: '1 1 240px' }}>
          <Paragraph style={{ marginBottom: 4 }}>
            <Text strong>
              {phone ? t('security.twoStepOn', { phone }) : t('security.twoStepOff')}
            </Text>
          </Paragraph>
          <Paragraph type="secondary">{t('security.twoStepIntro')}</Paragraph>
        </div>
        <Button type={phone ? 'default' : 'primary'} onClick={() => setOpen(true)}>
          {phone ? t('security.twoStepChange') : t('security.twoStepEnable')}
        </Button>
      </Flex>
      <TwoStepModal open={open} onClose={() => setOpen(false)} onEnabled={setPhone} />
    </TabCard>
  );
}

function RecentDevices({ details, loading }: Omit<SecurityTabProps, 'user'>) {
  const { t, i18n } = useTranslation('users');
  const columns: TableColumnsType<UserDevice> = [
    {
      key: 'browser',
      title: t('security.browser'),
      render: (_, device) => t('security.browserOn', { browser: device.browser, os: device.os }),
    },
    {
      key: 'device',
      title: t('security.device'),
      render: (_, device) => t(`security.deviceKinds.${device.device}`),
    },
    {
      key: 'location',
      title: t('security.location'),
      // The country in the user's language, from its code.
      render: (_, device) =>
        `${device.city}, ${new Intl.DisplayNames([i18n.language], { type: 'region' }).of(device.country) ?? device.country}`,
    },
    {
      key: 'lastActive',
      title: t('security.lastActive'),
      render: (_, device) => formatDateTime(device.lastActive, i18n.language),
    },
  ];
  return (
    <TabCard title={t('security.devices')} testId="devices">
      <StaticTable<UserDevice>
        rowKey="id"
        caption={t('security.devices')}
        columns={columns}
        dataSource={details?.devices ?? []}
        loading={loading}
        emptyText={t('security.noDevices')}
      />
    </TabCard>
  );
}

/** Password change, two-step verification and the devices that signed in. */
export function SecurityTab({ user, details, loading }: SecurityTabProps) {
  return (
    <>
      <ChangePassword user={user} />
      <TwoStepVerification />
      <RecentDevices details={details} loading={loading} />
    </>
  );
}
