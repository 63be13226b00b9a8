import { ShoppingCartOutlined } from '@ant-design/icons';
import type { ShopProduct } from '@tessera/api-client';
import { LinkButton } from '@tessera/ui';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkoutPath } from '../../paths';

/** "Add to cart", or "View in cart" once it is there; nothing to add when out of stock. */
export function CartButton({
  product,
  onAdd,
  block,
}: {
  product: ShopProduct;
  onAdd: (product: ShopProduct) => void;
  block?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  if (product.isInCart) {
    return (
      <LinkButton
        to={checkoutPath}
        block={block}
        icon={<ShoppingCartOutlined aria-hidden />}
        aria-label={`${t('cart.view')}: ${product.name}`}
      >
        {t('cart.view')}
      </LinkButton>
    );
  }
  const text = product.stock === 0 ? t('product.outOfStock') : t('cart.add');
  return (
    <Button
      aria-label={`${text}: ${product.name}`}
      type="primary"
      block={block}
      disabled={product.stock === 0}
      icon={<ShoppingCartOutlined aria-hidden />}
      onClick={() => onAdd(product)}
    >
      {text}
    </Button>
  );
}
