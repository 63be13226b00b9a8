import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '@tessera/api-client';
import { ColorTag } from '@tessera/ui';
import { roleLook, statusColors } from '../../model/presentation';
import { useRoles } from './useRoles';

/** A role by its display name, as the roles page names it. */
export function RoleTag({ role }: { role: UserRole }) {
  const { nameOf } = useRoles();
  const { icon, color } = roleLook(role);
  return (
    <ColorTag icon={icon} color={color}>
      {nameOf(role)}
    </ColorTag>
  );
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <ColorTag color={statusColors[status]}>{t(`statuses.${status}`)}</ColorTag>;
}
