import type { Permission } from '@tessera/api-client';
import { lazyData } from '../../server';

export interface PermissionsData {
  permissions: Permission[];
  /** The highest id ever issued: a deleted id is never given again. */
  lastId: number;
}

export const permissionsData = lazyData<PermissionsData>('permissions', () => import('./data'));

const createdDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A permission's creation date as the list shows it, month, day, year and time (SPEC §9), e.g.
 * 'Apr 14, 2026, 8:43 PM', in the viewer's time zone. Seeds and new permissions both use it.
 */
export function formatCreatedDate(date: Date): string {
  return createdDateFormat.format(date);
}

export const messages = {
  notFound: (id: number) => `No permission with id ${id}`,
  nameInUse: 'This permission name is already in use.',
};
