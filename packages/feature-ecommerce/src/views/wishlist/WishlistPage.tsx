import { DeleteOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { LinkButton, LoadFailedAlert, PageHeader, Text, useErrorMessage } from '@tessera/ui';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetWishlistQuery } from '../../api';
import { productPath, shopPath } from '../../paths';
import { usePrice } from '../shared/Price';
import { Rating } from '../shared/Rating';
import { useShopActions } from '../shared/useShopActions';
import '../ecommerce.css';

/** `/apps/ecommerce/wishlist`: what the shopper wished for; move each to the cart, or remove it. */
export default function WishlistPage() {
  const { t } = useTranslation('ecommerce');
  const describe = useErrorMessage();
  const price = usePrice();
  const actions = useShopActions();
  const { currentData, isLoading, isError, error, refetch } = useGetWishlistQuery(undefined);
  const products = currentData?.products ?? [];

  return (
    <>
      <PageHeader title={t('titles.wishlist')} description={t('wishlist.description')} />
      <div className="ecommerce-page-body">
        {isError && (
          <LoadFailedAlert
            title={t('wishlist.failed')}
            message={describe(error)}
            onRetry={() => void refetch()}
          />
        )}
        {isLoading ? (
          <div
            className="ecommerce-grid ecommerce-grid--grid"
            aria-busy="true"
            aria-label={t('wishlist.loading')}
          >
            {Array.from({ length: 3 }, (_, index) => (
              <Card key={index} className="ecommerce-card">
                <Skeleton active paragraph={{ rows: 5 }} />
              </Card>
            ))}
          </div>
        ) : !currentData ? null : products.length === 0 ? (
          <Card>
            <Empty description={t('wishlist.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE}>
              <LinkButton to={shopPath} type="primary">
                {t('actions.backToShop')}
              </LinkButton>
            </Empty>
          </Card>
        ) : (
          <ul className="ecommerce-grid ecommerce-grid--grid" aria-label={t('titles.wishlist')}>
            {products.map((product) => (
              <li key={product.id}>
                <Card className="ecommerce-card" styles={{ body: { padding: 0 } }}>
                  <article
                    className="ecommerce-card__inner"
                    aria-labelledby={`wished-${product.id}`}
                  >
                    <img
                      className="ecommerce-card__image"
                      src={product.image}
                      alt=""
                      width={400}
                      height={320}
                    />
                    <div className="ecommerce-card__body">
                      <div className="ecommerce-card__meta">
                        <Rating value={product.rating} />
                        <Text strong>{price(product.price)}</Text>
                      </div>
                      <h2 className="ecommerce-card__title" id={`wished-${product.id}`}>
                        <Link to={productPath(product.slug)}>{product.name}</Link>
                      </h2>
                      <div className="ecommerce-card__actions">
                        <Button
                          icon={<DeleteOutlined aria-hidden />}
                          onClick={() => void actions.removeWished(product)}
                          aria-label={`${t('wishlist.remove')}: ${product.name}`}
                        >
                          {t('wishlist.remove')}
                        </Button>
                        <Button
                          type="primary"
                          disabled={product.stock === 0}
                          icon={<ShoppingCartOutlined aria-hidden />}
                          onClick={() => void actions.moveToCart(product)}
                          aria-label={`${t('wishlist.moveToCart')}: ${product.name}`}
                        >
                          {product.stock === 0 ? t('product.outOfStock') : t('wishlist.moveToCart')}
                        </Button>
                      </div>
                    </div>
                  </article>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
