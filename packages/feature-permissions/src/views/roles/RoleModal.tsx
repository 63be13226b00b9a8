import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ManagedRole } from '@tessera/api-client';
import { roleNameMaxLength } from '@tessera/api-client/roles';
import { FormModal, Paragraph, Title, useSubmitForm } from '@tessera/ui';
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
  const [addRole] = useAddRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const editing = target?.mode === 'edit' ? target.role : null;
  const { formProps, modalProps } = useSubmitForm({
    name: 'role',
    fields: nameField,
    send: ({ name, matrix }: RoleFormValues) => {
      const input = { name: name.trim(), permissions: grantsFromMatrix(matrix) };
      return (editing ? updateRole({ id: editing.id, ...input }) : addRole(input)).unwrap();
    },
    success: (_saved, { name }) =>
      t(editing ? 'roles.toast.updated' : 'roles.toast.added', { name: name.trim() }),
    onSaved: onClose,
  });

  return (
    <FormModal
      {...modalProps}
      open={target !== null}
      title={t(editing ? 'roles.form.editTitle' : 'roles.form.addTitle')}
      okText={t('roles.form.submit')}
      cancelText={t('common:actions.cancel')}
      onCancel={onClose}
      width={720}
    >
      <Paragraph type="secondary">{t('roles.form.description')}</Paragraph>
      <Form<RoleFormValues>
        {...formProps}
        initialValues={{
          name: editing?.name ?? '',
          matrix: editing ? matrixFromGrants(editing.permissions) : emptyMatrix(),
        }}
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
        <Title level={3} style={{ fontSize: 16 }}>
          {t('roles.form.permissions')}
        </Title>
        <Form.Item name="matrix" noStyle>
          <PermissionMatrix />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
