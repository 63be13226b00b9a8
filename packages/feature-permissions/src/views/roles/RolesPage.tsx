import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { LoadFailedAlert, PageHeader } from '@tessera/ui';
import { fetchRolesRequested, selectRoleList } from '../../store/slice';
import { RoleCards } from './RoleCards';
import { RoleModal, type RoleModalTarget } from './RoleModal';
import { RoleUsersTable } from './RoleUsersTable';

/** /apps/roles: a card per role (users, matrix editing), then the users and their roles. */
export default function RolesPage() {
  const { t } = useTranslation('permissions');
  const dispatch = useDispatch();
  const roles = useSelector(selectRoleList);
  const [modal, setModal] = useState<RoleModalTarget | null>(null);

  useEffect(() => {
    dispatch(fetchRolesRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader title={t('roles.heading')} description={t('roles.description')} />
      {roles.status === 'failed' && (
        <LoadFailedAlert
          title={t('roles.loadFailed')}
          message={roles.error}
          onRetry={() => dispatch(fetchRolesRequested())}
        />
      )}
      <RoleCards
        roles={roles.data}
        loading={roles.status === 'loading'}
        onEdit={(role) => setModal({ mode: 'edit', role })}
        onAdd={() => setModal({ mode: 'add' })}
      />
      <RoleUsersTable />
      <RoleModal target={modal} onClose={() => setModal(null)} />
    </>
  );
}
