import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { ShopProduct } from '@tessera/api-client';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The heart of a product: a pressed/unpressed button that says what it does. */
export function WishlistToggle({
  product,
  onToggle,
  withText = false,
}: {
  product: ShopProduct;
  onToggle: (product: ShopProduct) => void;
  withText?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  const label = product.isInWishlist
    ? t('wishlist.removeNamed', { name: product.name })
    : t('wishlist.addNamed', { name: product.name });
  return (
    <Button
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      aria-pressed={product.isInWishlist}
      className={`ecommerce-heart${product.isInWishlist ? ' ecommerce-heart--on' : ''}`}
      icon={product.isInWishlist ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
      onClick={() => onToggle(product)}
    >
      {withText ? t('wishlist.label') : null}
    </Button>
  );
}
