import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Permission } from '@tessera/api-client';
import { permissionNameMaxLength } from '@tessera/api-client/permissions';
import { FormModal, Paragraph, useSubmitForm } from '@tessera/ui';
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
  const [addPermission] = useAddPermissionMutation();
  const [updatePermission] = useUpdatePermissionMutation();
  const editing = target?.mode === 'edit' ? target.permission : null;
  const { formProps, modalProps } = useSubmitForm({
    name: 'permission',
    fields: nameField,
    send: ({ name }: PermissionFormValues) =>
      (editing
        ? updatePermission({ id: editing.id, name: name.trim() })
        : addPermission({ name: name.trim() })
      ).unwrap(),
    success: (_saved, { name }) =>
      t(editing ? 'permissions.toast.updated' : 'permissions.toast.added', { name: name.trim() }),
    onSaved: onClose,
  });

  return (
    <FormModal
      {...modalProps}
      open={target !== null}
      title={t(editing ? 'permissions.form.editTitle' : 'permissions.form.addTitle')}
      okText={t(editing ? 'permissions.form.update' : 'permissions.form.create')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
    >
      <Paragraph type="secondary">
        {t(editing ? 'permissions.form.editDescription' : 'permissions.form.addDescription')}
      </Paragraph>
      {editing && (
        <Alert
          type="warning"
          showIcon
          title={t('permissions.form.warningTitle')}
          description={t('permissions.form.warning')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<PermissionFormValues> {...formProps} initialValues={{ name: editing?.name ?? '' }}>
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
