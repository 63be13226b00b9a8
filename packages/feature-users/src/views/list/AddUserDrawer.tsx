import { Form } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer, FormDrawerActions, useShowServerError, useFeedback } from '@tessera/ui';
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
  const { message } = useFeedback();
  const [form] = Form.useForm<UserFormValues>();
  const [addUser, { isLoading: pending }] = useAddUserMutation();
  const showServerError = useShowServerError(form, userFormFields);

  const add = async (values: UserFormValues) => {
    const user = toNewUser(values);
    try {
      await addUser(user).unwrap();
    } catch (failure) {
      return showServerError(failure);
    }
    void message.success(t('add.done', { name: user.fullName }));
    onClose();
  };

  return (
    <Form<UserFormValues>
      form={form}
      name="add-user"
      layout="vertical"
      requiredMark={false}
      onFinish={add}
      initialValues={{ role: 'subscriber', currentPlan: 'basic' }}
    >
      <UserFormFields />
      <FormDrawerActions submit={t('add.submit')} pending={pending} onCancel={onClose} />
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
