import type { SeedContext } from '../../server';
import { initialsAvatar } from '../../server';
import type { AuthData, StoredUser } from './model';

/** The two demo accounts the login page shows (DESIGN.md, "Auth and access"). */
function demoUsers(): StoredUser[] {
  return [
    {
      id: 1,
      fullName: 'Avery Stone',
      username: 'avery',
      password: 'admin',
      avatar: initialsAvatar('Avery Stone', 0),
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 3 },
    },
    {
      id: 2,
      fullName: 'Jordan Pike',
      username: 'jordan',
      password: 'client',
      avatar: initialsAvatar('Jordan Pike', 1),
      email: 'client@demo.com',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
        // Clients shop too: the shop's pages and calls ask for this subject.
        { action: 'manage', subject: 'ECommerce' },
      ],
      extras: { eCommerceCartItemsCount: 0 },
    },
  ];
}

export function createData(_seed: SeedContext): AuthData {
  return { users: demoUsers() };
}
