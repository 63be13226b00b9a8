import { StarFilled } from '@ant-design/icons';
import { productMaxRating } from '@tessera/api-client/ecommerce';
import { useTranslation } from 'react-i18next';

/** A product's rating as stars, read out as "Rated 4 out of 5". */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation('ecommerce');
  return (
    <span
      role="img"
      aria-label={t('product.rated', { rating: value, max: productMaxRating })}
      className="ecommerce-rating"
    >
      {Array.from({ length: productMaxRating }, (_, index) => (
        <StarFilled
          key={index}
          aria-hidden
          className={index < value ? 'ecommerce-star--on' : 'ecommerce-star'}
        />
      ))}
    </span>
  );
}
