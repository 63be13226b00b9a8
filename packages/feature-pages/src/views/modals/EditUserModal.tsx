import { Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usernamePattern, type AccountGeneral, type AccountSettings } from '@tessera/api-client';
import { companyMaxLength, fullNameMaxLength } from '@tessera/api-client/pages';
import { FormDrawerActions, FormModal, Paragraph, useSubmitForm } from '@tessera/ui';
import { useGetAccountQuery, useSaveGeneralMutation } from '../../api';
import { LoadFailed } from '../shared/LoadFailed';

type UserValues = Pick<AccountGeneral, 'fullName' | 'username' | 'email' | 'company'>;
const fields = ['fullName', 'username', 'email', 'company'] as const;

/** The form, made once the saved values are here: it opens on them. */
function UserForm({ settings, onClose }: { settings: AccountSettings; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [save] = useSaveGeneralMutation();
  const { formProps, saving } = useSubmitForm<UserValues, AccountSettings>({
    name: 'edit-user',
    fields,
    // The picture stays as it is: this dialog does not edit it.
    send: (values) => save({ ...settings.general, ...values }).unwrap(),
    success: () => t('modals.user.done'),
    onSaved: onClose,
  });
  return (
    <Form<UserValues> {...formProps} initialValues={settings.general}>
      <Form.Item
        name="fullName"
        label={t('account.fields.fullName')}
        rules={[
          { required: true, whitespace: true, message: t('account.rules.required') },
          { max: fullNameMaxLength, message: t('account.rules.max', { count: fullNameMaxLength }) },
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
          { max: companyMaxLength, message: t('account.rules.max', { count: companyMaxLength }) },
        ]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <FormDrawerActions submit={t('modals.user.submit')} pending={saving} onCancel={onClose} />
    </Form>
  );
}

/**
 * Edit the signed-in user: the account's names, email and company, saved through the account
 * settings' own call (the username and email must be free), so the settings page shows them too.
 * The form is made inside the dialog once the settings are here, and goes with it on closing.
 */
export function EditUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const account = useGetAccountQuery(undefined);
  return (
    <FormModal open={open} title={t('modals.user.title')} onCancel={onClose} footer={null}>
      <Paragraph type="secondary">{t('modals.user.description')}</Paragraph>
      {account.error ? (
        <LoadFailed title={t('account.failed')} error={account.error} retry={account.refetch} />
      ) : account.data ? (
        <UserForm settings={account.data} onClose={onClose} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} aria-label={t('account.loading')} />
      )}
    </FormModal>
  );
}
