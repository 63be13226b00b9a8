import type { Permission } from '@tessera/api-client';

export interface PermissionsData {
  permissions: Permission[];
  /** The highest id ever issued: a deleted id is never given again. */
  lastId: number;
}

export const messages = {
  notFound: (id: number) => `No permission with id ${id}`,
  nameInUse: 'This permission name is already in use.',
};
