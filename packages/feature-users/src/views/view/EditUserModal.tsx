import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpdateUserInput, User } from '@tessera/api-client';
import { FormModal, useSubmitForm } from '@tessera/ui';
import { useUpdateUserMutation } from '../../api';
import {
  toNewUser,
  UserFormFields,
  userFormFields,
  type UserFormValues,
} from '../shared/UserFormFields';

interface EditUserModalProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

/** Only what changed is sent (the contract's update takes a partial user). */
function changesOf(user: User, values: UserFormValues): UpdateUserInput {
  const edited = { ...toNewUser(values), billing: values.billing ?? user.billing };
  const changed = Object.entries(edited).filter(
    ([field, value]) => user[field as keyof User] !== value,
  );
  return { id: user.id, ...Object.fromEntries(changed) };
}

/** Edits the user's fields, prefilled; server errors show under their fields. */
export function EditUserModal({ user, open, onClose }: EditUserModalProps) {
  const { t } = useTranslation('users');
  const [updateUser] = useUpdateUserMutation();
  const { formProps, modalProps } = useSubmitForm({
    name: 'edit-user',
    fields: userFormFields,
    // Nothing changed (the id alone): nothing to send.
    send: (values: UserFormValues) => {
      const changes = changesOf(user, values);
      return Object.keys(changes).length === 1 ? null : updateUser(changes).unwrap();
    },
    success: (saved) => saved && t('edit.saved', { name: saved.fullName }),
    onSaved: onClose,
  });

  return (
    <FormModal
      {...modalProps}
      open={open}
      title={t('edit.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onCancel={onClose}
      width={680}
    >
      <Form<UserFormValues> {...formProps} initialValues={user}>
        <UserFormFields withBilling />
      </Form>
    </FormModal>
  );
}
