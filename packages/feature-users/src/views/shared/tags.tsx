import { useTranslation } from 'react-i18next';
import type { UserRole, UserStatus } from '@tessera/api-client';
import { ColorTag } from '@tessera/ui';
import { roleLooks, statusColors } from '../../model/presentation';

export function RoleTag({ role }: { role: UserRole }) {
  const { t } = useTranslation('users');
  const { icon, color } = roleLooks[role];
  return (
    <ColorTag icon={icon} color={color}>
      {t(`roles.${role}`)}
    </ColorTag>
  );
}

export function StatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation('users');
  return <ColorTag color={statusColors[status]}>{t(`statuses.${status}`)}</ColorTag>;
}
