import { Form } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, FormDrawerActions, useSubmitForm } from '@tessera/ui';
import { useAddUserMutation } from '../../api';
import {
  toNewUser,
  UserFormFields,
  userFormFields,
  type UserFormValues,
} from '../shared/UserFormFields';

interface AddUserDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The form itself: mounted when the drawer opens, so each opening starts empty. */
function AddUserForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('users');
  const [addUser] = useAddUserMutation();
  const { formProps, saving } = useSubmitForm({
    name: 'add-user',
    fields: userFormFields,
    send: (values: UserFormValues) => addUser(toNewUser(values)).unwrap(),
    success: (user) => t('add.done', { name: user.fullName }),
    onSaved: onClose,
  });

  return (
    <Form<UserFormValues>
      {...formProps}
      initialValues={{ role: 'subscriber', currentPlan: 'basic' }}
    >
      <UserFormFields />
      <FormDrawerActions submit={t('add.submit')} pending={saving} onCancel={onClose} />
    </Form>
  );
}

/** "Add new user": the form in a side panel; a taken email or username shows on its field. */
export const AddUserDrawer = memo(function AddUserDrawer({ open, onClose }: AddUserDrawerProps) {
  const { t } = useTranslation('users');
  return (
    <FormDrawer open={open} onClose={onClose} title={t('add.title')} size={560}>
      <AddUserForm onClose={onClose} />
    </FormDrawer>
  );
});
