/** The CASL subject of the shop: admins manage all, a client account manages this subject. */
export const ecommerceSubject = 'ECommerce';
