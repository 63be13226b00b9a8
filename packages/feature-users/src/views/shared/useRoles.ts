import { useMemo } from 'react';
import type { UserRole } from '@tessera/api-client';
import { useRoleChoicesQuery } from '../../api';

/**
 * The roles a user can hold, from the roles call (roles are data: one added on the roles page
 * is offered here at once): select options by name, and each key's display name ("Administrator"
 * for `admin`, as the role cards say). A key not (yet) loaded shows as itself.
 */
export function useRoles() {
  const { data } = useRoleChoicesQuery(undefined);
  return useMemo(() => {
    const names = new Map((data ?? []).map((role) => [role.userRole, role.name]));
    return {
      options: [...names]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
      nameOf: (role: UserRole) => names.get(role) ?? role,
    };
  }, [data]);
}
