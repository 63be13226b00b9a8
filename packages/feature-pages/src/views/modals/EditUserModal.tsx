import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usernamePattern, type AccountGeneral, type AccountSettings } from '@tessera/api-client';
import { companyMaxLength, fullNameMaxLength } from '@tessera/api-client/pages';
import { FormModal, Paragraph, useSubmitForm } from '@tessera/ui';
import { useGetAccountQuery, useSaveGeneralMutation } from '../../api';
import { LoadFailed } from '../shared/LoadFailed';

type UserValues = Pick<AccountGeneral, 'fullName' | 'username' | 'email' | 'company'>;
const fields = ['fullName', 'username', 'email', 'company'] as const;

/**
 * Edit the signed-in user: the account's names, email and company, saved through the account
 * settings' own call (the username and email must be free), so the settings page shows them too.
 */
export function EditUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const account = useGetAccountQuery(undefined);
  const [save] = useSaveGeneralMutation();
  const { formProps, modalProps } = useSubmitForm<UserValues, AccountSettings>({
    name: 'edit-user',
    fields,
    send: (values) =>
      // The picture stays as it is: this dialog does not edit it.
      save({ ...(account.data as AccountSettings).general, ...values }).unwrap(),
    success: () => t('modals.user.done'),
    onSaved: onClose,
  });
  const general = account.data?.general;
  return (
    <FormModal
      {...modalProps}
      form={general ? modalProps.form : undefined}
      open={open}
      title={t('modals.user.title')}
      okText={t('modals.user.submit')}
      okButtonProps={{ disabled: !general }}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
    >
      <Paragraph type="secondary">{t('modals.user.description')}</Paragraph>
      {account.error ? (
        <LoadFailed title={t('account.failed')} error={account.error} retry={account.refetch} />
      ) : !general ? (
        <Skeleton active paragraph={{ rows: 6 }} aria-label={t('account.loading')} />
      ) : (
        <Form<UserValues> {...formProps} initialValues={general}>
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
        </Form>
      )}
    </FormModal>
  );
}
