import type { RoleModule, UserRole } from '@tessera/api-client';
import { roleModules } from '@tessera/api-client/schemas';
import type { SeedContext } from '../../server';
import type { RolesData, StoredRole } from './model';

type Access = 'r' | 'rw' | 'rwc';

/** One role per directory role, with what each may do per module (modules left out: nothing). */
const seeds: { name: string; userRole: UserRole; grants: Partial<Record<RoleModule, Access>> }[] = [
  {
    name: 'Administrator',
    userRole: 'admin',
    grants: {
      'User Management': 'rwc',
      'Content Management': 'rwc',
      'Disputes Management': 'rwc',
      'Database Management': 'rwc',
      'Financial Management': 'rwc',
      Reporting: 'rwc',
      'API Control': 'rwc',
      'Repository Management': 'rwc',
      Payroll: 'rwc',
    },
  },
  {
    name: 'Author',
    userRole: 'author',
    grants: { 'Content Management': 'rwc', Reporting: 'r', 'Repository Management': 'r' },
  },
  {
    name: 'Editor',
    userRole: 'editor',
    grants: {
      'Content Management': 'rwc',
      'Disputes Management': 'rw',
      Reporting: 'rw',
      'Repository Management': 'r',
      'User Management': 'r',
    },
  },
  {
    name: 'Maintainer',
    userRole: 'maintainer',
    grants: {
      'Database Management': 'rwc',
      'API Control': 'rwc',
      'Repository Management': 'rwc',
      Reporting: 'r',
      'User Management': 'r',
    },
  },
  {
    name: 'Subscriber',
    userRole: 'subscriber',
    grants: { 'Content Management': 'r', Reporting: 'r' },
  },
];

export function createData(_seed: SeedContext): RolesData {
  const roles: StoredRole[] = seeds.map(({ name, userRole, grants }, index) => ({
    id: index + 1,
    name,
    userRole,
    permissions: roleModules.map((module) => {
      const access = grants[module] ?? '';
      return {
        module,
        read: access.includes('r'),
        write: access.includes('w'),
        create: access.includes('c'),
      };
    }),
  }));
  return { roles, lastId: roles.length };
}
