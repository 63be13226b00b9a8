import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UpdateUserInput, User } from '@tessera/api-client';
import { FormModal, useShowServerError, useFeedback } from '@tessera/ui';
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
  const { message } = useFeedback();
  const [form] = Form.useForm<UserFormValues>();
  const [updateUser, { isLoading: pending }] = useUpdateUserMutation();
  const showServerError = useShowServerError(form, userFormFields);

  const save = async (values: UserFormValues) => {
    const changes = changesOf(user, values);
    if (Object.keys(changes).length === 1) {
      onClose();
      return;
    }
    try {
      await updateUser(changes).unwrap();
    } catch (failure) {
      return showServerError(failure);
    }
    void message.success(t('edit.saved', { name: changes.fullName ?? user.fullName }));
    onClose();
  };

  return (
    <FormModal
      form={form}
      open={open}
      title={t('edit.title')}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      width={680}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={user}
        onFinish={save}
        name="edit-user"
      >
        <UserFormFields withBilling />
      </Form>
    </FormModal>
  );
}
