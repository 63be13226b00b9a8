import type { ShopProduct } from '@tessera/api-client';
import { useConfirmedAction, useErrorMessage, useFeedback } from '@tessera/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddToCartMutation,
  useAddToWishlistMutation,
  useRemoveFromCartMutation,
  useRemoveFromWishlistMutation,
} from '../../api';

/**
 * What a shopper does to a product from any page: the wishlist toggle and the cart add show at
 * once (optimistic) and roll back with the server's reason; moving and removing say so in a toast.
 * Each resolves true when the server did it.
 */
export function useShopActions() {
  const { t } = useTranslation('ecommerce');
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const act = useConfirmedAction();
  const [addToCart] = useAddToCartMutation();
  const [removeFromCart] = useRemoveFromCartMutation();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();

  const attempt = useCallback(
    async (change: () => Promise<unknown>, done?: string) => {
      try {
        await change();
        if (done) void message.success(done);
        return true;
      } catch (failure) {
        void message.error(describe(failure));
        return false;
      }
    },
    [message, describe],
  );

  const toggleWishlist = useCallback(
    (product: ShopProduct) =>
      attempt(() =>
        product.isInWishlist
          ? removeFromWishlist({ productId: product.id }).unwrap()
          : addToWishlist({ productId: product.id }).unwrap(),
      ),
    [attempt, addToWishlist, removeFromWishlist],
  );

  const addProductToCart = useCallback(
    (product: ShopProduct) =>
      attempt(
        () => addToCart({ productId: product.id }).unwrap(),
        t('cart.added', { name: product.name }),
      ),
    [attempt, addToCart, t],
  );

  const moveToCart = useCallback(
    (product: ShopProduct) =>
      attempt(
        async () => {
          await addToCart({ productId: product.id }).unwrap();
          await removeFromWishlist({ productId: product.id }).unwrap();
        },
        t('wishlist.moved', { name: product.name }),
      ),
    [attempt, addToCart, removeFromWishlist, t],
  );

  const removeWished = useCallback(
    (product: ShopProduct) =>
      act(() => removeFromWishlist({ productId: product.id }).unwrap(), {
        confirm: {
          title: t('wishlist.confirmRemove', { name: product.name }),
          okText: t('wishlist.remove'),
          danger: true,
        },
        done: t('wishlist.removed', { name: product.name }),
      }),
    [act, removeFromWishlist, t],
  );

  const removeFromCartAsked = useCallback(
    (product: { id: number; name: string }) =>
      act(() => removeFromCart({ productId: product.id }).unwrap(), {
        confirm: {
          title: t('cart.confirmRemove', { name: product.name }),
          okText: t('cart.remove'),
          danger: true,
        },
        done: t('cart.removed', { name: product.name }),
      }),
    [act, removeFromCart, t],
  );

  return {
    toggleWishlist,
    addToCart: addProductToCart,
    moveToCart,
    removeWished,
    removeFromCart: removeFromCartAsked,
  };
}
