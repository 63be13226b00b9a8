import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { ShopProduct } from '@tessera/api-client';
import { IconAction, Text } from '@tessera/ui';
import { Card, Skeleton } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListProductsQuery } from '../../api';
import { productPath } from '../../paths';
import { usePrice } from '../shared/Price';
import { Rating } from '../shared/Rating';

/** More of the same category: a row that scrolls sideways, with buttons for the pointer. */
export function RelatedProducts({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const track = useRef<HTMLUListElement>(null);
  const { currentData, isError } = useListProductsQuery({
    category: product.category,
    page: 1,
    perPage: 10,
  });
  const related = (currentData?.products ?? []).filter((other) => other.id !== product.id);
  if (isError || (currentData && related.length === 0)) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Card
      className="ecommerce-related"
      title={<h2 className="ecommerce-h2">{t('product.related')}</h2>}
      extra={
        <span className="ecommerce-related__buttons">
          <IconAction
            label={t('product.previous')}
            icon={<LeftOutlined aria-hidden />}
            onClick={() => scroll(-1)}
          />
          <IconAction
            label={t('product.next')}
            icon={<RightOutlined aria-hidden />}
            onClick={() => scroll(1)}
          />
        </span>
      }
    >
      {currentData ? (
        <ul className="ecommerce-related__track" ref={track} aria-label={t('product.related')}>
          {related.map((other) => (
            <li key={other.id} className="ecommerce-related__item">
              <Link to={productPath(other.slug)} className="ecommerce-related__link">
                <img src={other.image} alt="" width={200} height={160} />
                <span className="ecommerce-related__name">{other.name}</span>
              </Link>
              <Rating value={other.rating} />
              <Text strong>{price(other.price)}</Text>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  );
}
