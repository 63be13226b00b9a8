import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, useShowServerError, useFeedback } from '@tessera/ui';
import { type ManagedRole } from '@tessera/api-client';
import { roleNameMaxLength } from '@tessera/api-client/roles';
import { useAddRoleMutation, useUpdateRoleMutation } from '../../api';
import { emptyMatrix, grantsFromMatrix, matrixFromGrants, type Matrix } from './matrix';
import { PermissionMatrix } from './PermissionMatrix';

/** The field a refused name is shown under (a taken name). */
const nameField = ['name'] as const;

export type RoleModalTarget = { mode: 'add' } | { mode: 'edit'; role: ManagedRole };

interface RoleFormValues {
  name: string;
  matrix: Matrix;
}

/** Adds a role, or renames one and replaces its matrix. */
export function RoleModal({
  target,
  onClose,
}: {
  target: RoleModalTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('permissions');
  const { message } = useFeedback();
  const [form] = Form.useForm<RoleFormValues>();
  const showServerError = useShowServerError(form, nameField);
  const [addRole, added] = useAddRoleMutation();
  const [updateRole, updated] = useUpdateRoleMutation();
  const pending = added.isLoading || updated.isLoading;
  const editing = target?.mode === 'edit' ? target.role : null;

  const submit = async ({ name, matrix }: RoleFormValues) => {
    const input = { name: name.trim(), permissions: grantsFromMatrix(matrix) };
    try {
      await (editing ? updateRole({ id: editing.id, ...input }) : addRole(input)).unwrap();
    } catch (failure) {
      showServerError(failure);
      return;
    }
    void message.success(
      t(editing ? 'roles.toast.updated' : 'roles.toast.added', { name: input.name }),
    );
    onClose();
  };

  return (
    <FormModal
      form={form}
      open={target !== null}
      title={t(editing ? 'roles.form.editTitle' : 'roles.form.addTitle')}
      okText={t('roles.form.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      width={720}
    >
      <Typography.Paragraph type="secondary">{t('roles.form.description')}</Typography.Paragraph>
      <Form<RoleFormValues>
        form={form}
        layout="vertical"
        name="role"
        requiredMark={false}
        initialValues={{
          name: editing?.name ?? '',
          matrix: editing ? matrixFromGrants(editing.permissions) : emptyMatrix(),
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('roles.form.name')}
          rules={[
            { required: true, whitespace: true, message: t('roles.form.nameRequired') },
            {
              max: roleNameMaxLength,
              message: t('roles.form.nameTooLong', { max: roleNameMaxLength }),
            },
          ]}
        >
          <Input placeholder={t('roles.form.namePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('roles.form.permissions')}
        </Typography.Title>
        <Form.Item name="matrix" noStyle>
          <PermissionMatrix />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
