import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColorTag, type TagColor } from '@tessera/ui';
import type { PermissionRole } from '@tessera/api-client';

/** One antd preset colour per role, so a role reads the same everywhere. */
export const permissionRoleColors: Record<PermissionRole, TagColor> = {
  administrator: 'purple',
  manager: 'orange',
  user: 'green',
  support: 'blue',
  'restricted-user': 'red',
};

/** The roles a permission is assigned to, as coloured tags. */
export function RoleTags({ roles }: { roles: readonly PermissionRole[] }) {
  const { t } = useTranslation('permissions');
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <ColorTag key={role} color={permissionRoleColors[role]}>
          {t(`roleNames.${role}`)}
        </ColorTag>
      ))}
    </Flex>
  );
}
