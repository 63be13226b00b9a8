import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, useShowServerError, useFeedback } from '@tessera/ui';
import { type Permission } from '@tessera/api-client';
import { permissionNameMaxLength } from '@tessera/api-client/permissions';
import { useAddPermissionMutation, useUpdatePermissionMutation } from '../../api';

/** The field a refused name is shown under (a taken name). */
const nameField = ['name'] as const;

/** Add (no permission given) or rename a permission. */
export type PermissionModalTarget = { mode: 'add' } | { mode: 'edit'; permission: Permission };

interface PermissionFormValues {
  name: string;
}

export function PermissionModal({
  target,
  onClose,
}: {
  /** null: closed. */
  target: PermissionModalTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('permissions');
  const { message } = useFeedback();
  const [form] = Form.useForm<PermissionFormValues>();
  const showServerError = useShowServerError(form, nameField);
  const [addPermission, added] = useAddPermissionMutation();
  const [updatePermission, updated] = useUpdatePermissionMutation();
  const pending = added.isLoading || updated.isLoading;
  const editing = target?.mode === 'edit' ? target.permission : null;

  const submit = async ({ name }: PermissionFormValues) => {
    const trimmed = name.trim();
    try {
      await (
        editing
          ? updatePermission({ id: editing.id, name: trimmed })
          : addPermission({ name: trimmed })
      ).unwrap();
    } catch (failure) {
      showServerError(failure);
      return;
    }
    void message.success(
      t(editing ? 'permissions.toast.updated' : 'permissions.toast.added', { name: trimmed }),
    );
    onClose();
  };

  return (
    <FormModal
      form={form}
      open={target !== null}
      title={t(editing ? 'permissions.form.editTitle' : 'permissions.form.addTitle')}
      okText={t(editing ? 'permissions.form.update' : 'permissions.form.create')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
    >
      <Typography.Paragraph type="secondary">
        {t(editing ? 'permissions.form.editDescription' : 'permissions.form.addDescription')}
      </Typography.Paragraph>
      {editing && (
        <Alert
          type="warning"
          showIcon
          title={t('permissions.form.warningTitle')}
          description={t('permissions.form.warning')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<PermissionFormValues>
        form={form}
        layout="vertical"
        name="permission"
        initialValues={{ name: editing?.name ?? '' }}
        onFinish={(values) => void submit(values)}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={t('permissions.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('permissions.form.nameRequired') },
            {
              max: permissionNameMaxLength,
              message: t('permissions.form.nameTooLong', { max: permissionNameMaxLength }),
            },
          ]}
        >
          <Input placeholder={t('permissions.form.namePlaceholder')} autoComplete="off" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
