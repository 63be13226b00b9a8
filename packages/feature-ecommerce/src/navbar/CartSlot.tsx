import { ecommerceSubject } from '@tessera/api-client/ecommerce';
import { lazyView, useAccess } from '@tessera/ui';

// The cart button and its dropdown load with the signed-in layout, not with the first page.
const CartDropdown = lazyView(() => import('./CartDropdown'));

/** The navbar's cart, for whoever may shop. */
export function CartSlot() {
  const { isSignedIn, ability } = useAccess();
  if (!isSignedIn || !ability.can('read', ecommerceSubject)) return null;
  return <CartDropdown />;
}
