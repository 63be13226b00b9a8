import type { ShopProduct } from '@tessera/api-client';
import { Text, ColorTag } from '@tessera/ui';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../paths';
import { CartButton } from '../shared/CartButton';
import { usePrice } from '../shared/Price';
import { Rating } from '../shared/Rating';
import { WishlistToggle } from '../shared/WishlistToggle';

interface ProductCardProps {
  product: ShopProduct;
  layout: 'grid' | 'list';
  onAddToCart: (product: ShopProduct) => void;
  onToggleWishlist: (product: ShopProduct) => void;
}

/** A product in the shop: picture, name, rating, price, and the cart and wishlist buttons. */
export function ProductCard({ product, layout, onAddToCart, onToggleWishlist }: ProductCardProps) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  return (
    <Card className={`ecommerce-card ecommerce-card--${layout}`} styles={{ body: { padding: 0 } }}>
      <article className="ecommerce-card__inner" aria-labelledby={`product-${product.id}`}>
        <Link
          to={productPath(product.slug)}
          className="ecommerce-card__image"
          tabIndex={-1}
          aria-hidden
        >
          <img src={product.image} alt="" width={400} height={320} />
        </Link>
        <div className="ecommerce-card__body">
          <div className="ecommerce-card__meta">
            <Rating value={product.rating} />
            <Text strong>{price(product.price)}</Text>
          </div>
          <h2 className="ecommerce-card__title" id={`product-${product.id}`}>
            <Link to={productPath(product.slug)}>{product.name}</Link>
          </h2>
          <Text type="secondary" className="ecommerce-card__brand">
            {t('product.by', { brand: product.brand })}
          </Text>
          {layout === 'list' && (
            <p className="ecommerce-card__description">{product.description}</p>
          )}
          <div className="ecommerce-card__tags">
            {product.hasFreeShipping && (
              <ColorTag color="green">{t('product.freeShipping')}</ColorTag>
            )}
            {product.stock === 0 && <ColorTag color="red">{t('product.outOfStock')}</ColorTag>}
          </div>
          <div className="ecommerce-card__actions">
            <WishlistToggle product={product} onToggle={onToggleWishlist} />
            <CartButton product={product} onAdd={onAddToCart} block />
          </div>
        </div>
      </article>
    </Card>
  );
}
