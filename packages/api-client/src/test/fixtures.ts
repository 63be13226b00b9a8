import type { Session, UserData } from '../index';

export const adminUser: UserData = {
  id: 1,
  fullName: 'Avery Stone',
  username: 'avery',
  avatar: '',
  email: 'admin@demo.com',
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 3 },
};

export function sessionWith(accessToken: string, refreshToken: string): Session {
  return { userData: adminUser, accessToken, refreshToken };
}
