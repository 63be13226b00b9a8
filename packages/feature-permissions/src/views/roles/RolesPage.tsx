import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog, LoadFailedAlert, PageHeader, useErrorMessage } from '@tessera/ui';
import { useListRolesQuery } from '../../api';
import { RoleCards } from './RoleCards';
import type { RoleModalTarget } from './RoleModal';
import { RoleUsersTable } from './RoleUsersTable';

/** The role form loads when first opened. */
const RoleModal = lazyDialog(
  () => import('./RoleModal').then((module) => ({ default: module.RoleModal })),
  ({ target }) => target !== null,
);

/** /apps/roles: a card per role (users, matrix editing), then the users and their roles. */
export default function RolesPage() {
  const { t } = useTranslation('permissions');
  const describe = useErrorMessage();
  const roles = useListRolesQuery(undefined);
  const [modal, setModal] = useState<RoleModalTarget | null>(null);

  return (
    <>
      <PageHeader title={t('roles.heading')} description={t('roles.description')} />
      {roles.isError && (
        <LoadFailedAlert
          title={t('roles.loadFailed')}
          message={describe(roles.error)}
          onRetry={() => void roles.refetch()}
        />
      )}
      <RoleCards
        roles={roles.data ?? []}
        loading={roles.isFetching}
        onEdit={(role) => setModal({ mode: 'edit', role })}
        onAdd={() => setModal({ mode: 'add' })}
      />
      <RoleUsersTable />
      <RoleModal target={modal} onClose={() => setModal(null)} />
    </>
  );
}
