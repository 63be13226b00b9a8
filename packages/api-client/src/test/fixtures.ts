import type { PlaceOrderInput, Session, UserData } from '../index';

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

/** An order the shop accepts: a valid delivery address, paid with a test card (it passes Luhn). */
export const sampleOrder: PlaceOrderInput = {
  address: {
    fullName: 'Ada Lovelace',
    phone: '+44 20 7946 0958',
    line1: '12 Analytical Row',
    city: 'London',
    postalCode: 'NW1 6XE',
    country: 'United Kingdom',
  },
  delivery: 'express',
  payment: {
    method: 'card',
    cardNumber: '4242 4242 4242 4242',
    nameOnCard: 'Ada Lovelace',
    expiry: '12/49',
    cvv: '123',
  },
  coupon: '',
};
