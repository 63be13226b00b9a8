import { CheckCircleOutlined, CarOutlined } from '@ant-design/icons';
import type { ProductColor } from '@tessera/api-client';
import {
  BackLink,
  PageHeader,
  Paragraph,
  RecordSkeleton,
  RecordUnavailable,
  Text,
  toServerError,
  ColorTag,
} from '@tessera/ui';
import { Card, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useGetProductQuery } from '../../api';
import { shopPath } from '../../paths';
import { CartButton } from '../shared/CartButton';
import { usePrice } from '../shared/Price';
import { Rating } from '../shared/Rating';
import { useShopActions } from '../shared/useShopActions';
import { WishlistToggle } from '../shared/WishlistToggle';
import { RelatedProducts } from './RelatedProducts';
import '../ecommerce.css';

function BackToShop() {
  const { t } = useTranslation('ecommerce');
  return <BackLink to={shopPath}>{t('actions.backToShop')}</BackLink>;
}

/** `/apps/ecommerce/product-detail/:slug`: one product, its colours, and more of its kind. */
export default function ProductDetailPage() {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const actions = useShopActions();
  const slug = useParams().slug ?? '';
  const query = useGetProductQuery({ slug }, { skip: slug === '' });
  const failure = query.isError ? toServerError(query.error) : null;
  const notFound = slug === '' || failure?.status === 404;
  const product = query.currentData;
  const [chosen, setChosen] = useState<ProductColor | null>(null);

  if (notFound || failure) {
    return (
      <RecordUnavailable
        page={{ notFound, error: notFound ? null : failure, retry: () => void query.refetch() }}
        notFound={{
          title: t('product.notFound.title'),
          description: t('product.notFound.description', { slug }),
        }}
        failed={t('product.failed')}
        back={<BackToShop />}
      />
    );
  }

  const color =
    chosen && product?.colorOptions.includes(chosen) ? chosen : product?.colorOptions[0];

  return (
    <>
      <PageHeader title={product?.name ?? t('titles.product')} extra={<BackToShop />} />
      {product ? (
        <Card>
          <div className="ecommerce-detail">
            <img
              className="ecommerce-detail__image"
              src={product.image}
              alt={product.name}
              width={400}
              height={320}
            />
            <div className="ecommerce-detail__info">
              <Text type="secondary">{t('product.by', { brand: product.brand })}</Text>
              <div className="ecommerce-detail__price">
                <Text strong className="ecommerce-detail__amount">
                  {price(product.price)}
                </Text>
                <Rating value={product.rating} />
              </div>
              <div className="ecommerce-card__tags">
                {product.stock > 0 ? (
                  <ColorTag color="green" icon={<CheckCircleOutlined aria-hidden />}>
                    {t('product.inStock', { count: product.stock })}
                  </ColorTag>
                ) : (
                  <ColorTag color="red">{t('product.outOfStock')}</ColorTag>
                )}
                {product.hasFreeShipping && (
                  <ColorTag color="blue" icon={<CarOutlined aria-hidden />}>
                    {t('product.freeShipping')}
                  </ColorTag>
                )}
                <ColorTag>{t(`categories.${product.category}`)}</ColorTag>
              </div>
              <Paragraph>{product.description}</Paragraph>
              <fieldset className="ecommerce-colors">
                <legend>{t('product.colour')}</legend>
                <Radio.Group
                  value={color}
                  onChange={(event) => setChosen(event.target.value as ProductColor)}
                  options={product.colorOptions.map((option) => ({
                    value: option,
                    label: (
                      <span className="ecommerce-colors__option">
                        <span
                          aria-hidden
                          className={`ecommerce-swatch ecommerce-swatch--${option}`}
                        />
                        {t(`colors.${option}`)}
                      </span>
                    ),
                  }))}
                />
              </fieldset>
              <div className="ecommerce-card__actions ecommerce-detail__actions">
                <CartButton product={product} onAdd={actions.addToCart} />
                <WishlistToggle product={product} onToggle={actions.toggleWishlist} withText />
              </div>
            </div>
          </div>
        </Card>
      ) : (
        <RecordSkeleton label={t('product.loading')} columns={[{ span: 24, rows: 9 }]} />
      )}
      {product && <RelatedProducts product={product} />}
    </>
  );
}
