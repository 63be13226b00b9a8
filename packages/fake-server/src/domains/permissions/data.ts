import type { Permission } from '@tessera/api-client';
import type { SeedContext } from '../../server';
import type { PermissionsData } from './model';

/** The permission catalogue and the roles each one is assigned to (SPEC §6). */
const catalogue: Pick<Permission, 'name' | 'assignedTo'>[] = [
  { name: 'Management', assignedTo: ['administrator'] },
  { name: 'Manage Billing & Roles', assignedTo: ['administrator'] },
  { name: 'Add & Remove Users', assignedTo: ['administrator', 'manager'] },
  { name: 'Project Planning', assignedTo: ['administrator', 'user', 'support'] },
  { name: 'Manage Email Sequences', assignedTo: ['administrator', 'user', 'support'] },
  { name: 'Client Communication', assignedTo: ['administrator', 'manager'] },
  { name: 'Only View', assignedTo: ['administrator', 'restricted-user'] },
  { name: 'Financial Management', assignedTo: ['administrator', 'manager'] },
  { name: "Manage Others' Tasks", assignedTo: ['administrator', 'support'] },
];

/** Seeded creation dates fall in this past window, whatever today is. */
const createdFrom = new Date('2025-01-01T00:00:00Z');
const createdUntil = new Date('2026-11-01T00:00:00Z');

export function createData({ random }: SeedContext): PermissionsData {
  // Oldest first, so the ids follow the order the permissions were created in.
  const dates = catalogue
    .map(() => random.date(createdFrom, createdUntil))
    .sort((a, b) => a.getTime() - b.getTime());
  const permissions = catalogue.map((entry, index) => ({
    id: index + 1,
    name: entry.name,
    assignedTo: [...entry.assignedTo],
    createdDate: dates[index].toISOString(),
  }));
  return { permissions, lastId: permissions.length };
}
