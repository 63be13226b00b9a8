import { Form, Input } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { contactPattern, type Client, type NewClient } from '@tessera/api-client';
import { FormDrawer, FormDrawerActions, useSubmitForm } from '@tessera/ui';
import { useAddClientMutation } from '../../api';
import { usePrintableRule } from '../shared/usePrintableRule';

const clientFields = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const;

function AddClientForm({
  onAdded,
  onClose,
}: {
  onAdded: (client: Client) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoice');
  const printable = usePrintableRule();
  const [addClient] = useAddClientMutation();
  const { formProps, saving } = useSubmitForm({
    name: 'add-client',
    fields: clientFields,
    send: (values: NewClient) => addClient(values).unwrap(),
    success: (client) => t('client.done', { name: client.name }),
    onSaved: (client) => {
      onAdded(client);
      onClose();
    },
  });

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t(`validation.client.${field}`),
  });

  return (
    <Form<NewClient> {...formProps}>
      <Form.Item name="name" label={t('client.name')} rules={[required('name'), printable]}>
        <Input maxLength={80} autoComplete="name" />
      </Form.Item>
      <Form.Item name="company" label={t('client.company')} rules={[printable]}>
        <Input maxLength={80} autoComplete="organization" />
      </Form.Item>
      <Form.Item
        name="companyEmail"
        label={t('client.email')}
        rules={[{ required: true, type: 'email', message: t('validation.email') }]}
      >
        <Input type="email" dir="ltr" autoComplete="email" />
      </Form.Item>
      <Form.Item name="address" label={t('client.address')} rules={[printable]}>
        <Input maxLength={160} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        name="country"
        label={t('client.country')}
        rules={[required('country'), printable]}
      >
        <Input maxLength={60} autoComplete="country-name" />
      </Form.Item>
      <Form.Item
        name="contact"
        label={t('client.contact')}
        rules={[
          { required: true, pattern: contactPattern, message: t('validation.client.contact') },
        ]}
      >
        <Input type="tel" dir="ltr" autoComplete="tel" />
      </Form.Item>
      <FormDrawerActions submit={t('client.submit')} pending={saving} onCancel={onClose} />
    </Form>
  );
}

/** "Add new customer": who is added can be billed at once (the form picks them). */
export const AddClientDrawer = memo(function AddClientDrawer({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (client: Client) => void;
}) {
  const { t } = useTranslation('invoice');
  return (
    <FormDrawer open={open} onClose={onClose} title={t('client.title')} size={480}>
      <AddClientForm onAdded={onAdded} onClose={onClose} />
    </FormDrawer>
  );
});
