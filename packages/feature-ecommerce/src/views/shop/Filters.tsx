import { productBrands, productCategories, productMaxRating } from '@tessera/api-client/ecommerce';
import { Button, Checkbox, Radio, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../shared/Price';
import type { ShopFilters } from './shopList';

/** Price ranges the sidebar offers: [min, max] in whole units, '' for open. */
export const priceRanges = [
  ['', '50'],
  ['50', '100'],
  ['100', '500'],
  ['500', ''],
] as const;

interface FiltersProps {
  value: ShopFilters;
  onChange: (patch: Partial<ShopFilters>) => void;
  onClear: () => void;
}

/** The shop's sidebar: every filter, each one's state in the URL (see shopList). */
export function Filters({ value, onChange, onClear }: FiltersProps) {
  const { t } = useTranslation('ecommerce');
  const price = usePrice();
  const ids = { price: useId(), category: useId(), brand: useId(), rating: useId() };
  const range = `${value.minPrice}-${value.maxPrice}`;
  return (
    <div className="ecommerce-filters">
      <fieldset>
        <legend id={ids.price}>{t('filters.price')}</legend>
        <Radio.Group
          aria-labelledby={ids.price}
          className="ecommerce-filters__options"
          value={range}
          onChange={(event) => {
            const [minPrice = '', maxPrice = ''] = String(event.target.value).split('-');
            onChange({ minPrice, maxPrice });
          }}
          options={[
            { value: '-', label: t('filters.any') },
            ...priceRanges.map(([min, max]) => ({
              value: `${min}-${max}`,
              label:
                min === ''
                  ? t('filters.under', { max: price.whole(Number(max)) })
                  : max === ''
                    ? t('filters.over', { min: price.whole(Number(min)) })
                    : t('filters.between', {
                        min: price.whole(Number(min)),
                        max: price.whole(Number(max)),
                      }),
            })),
          ]}
        />
      </fieldset>
      <fieldset>
        <legend id={ids.category}>{t('filters.category')}</legend>
        <Radio.Group
          aria-labelledby={ids.category}
          className="ecommerce-filters__options"
          value={value.category}
          onChange={(event) =>
            onChange({ category: event.target.value as ShopFilters['category'] })
          }
          options={[
            { value: '', label: t('filters.any') },
            ...productCategories.map((category) => ({
              value: category,
              label: t(`categories.${category}`),
            })),
          ]}
        />
      </fieldset>
      <fieldset>
        <legend>
          <label htmlFor={ids.brand}>{t('filters.brand')}</label>
        </legend>
        <Select
          id={ids.brand}
          className="ecommerce-filters__select"
          value={value.brand || ''}
          onChange={(brand: string) => onChange({ brand: brand as ShopFilters['brand'] })}
          options={[
            { value: '', label: t('filters.anyBrand') },
            ...productBrands.map((brand) => ({ value: brand, label: brand })),
          ]}
        />
      </fieldset>
      <fieldset>
        <legend id={ids.rating}>{t('filters.rating')}</legend>
        <Radio.Group
          aria-labelledby={ids.rating}
          className="ecommerce-filters__options"
          value={value.rating}
          onChange={(event) => onChange({ rating: event.target.value as ShopFilters['rating'] })}
          options={[
            { value: '', label: t('filters.any') },
            ...Array.from({ length: productMaxRating - 1 }, (_, index) => {
              const stars = String(productMaxRating - 1 - index) as ShopFilters['rating'];
              return { value: stars, label: t('filters.andUp', { stars }) };
            }),
          ]}
        />
      </fieldset>
      <Checkbox
        checked={value.freeShipping === 'true'}
        onChange={(event) => onChange({ freeShipping: event.target.checked ? 'true' : '' })}
      >
        {t('filters.freeShipping')}
      </Checkbox>
      <Button onClick={onClear} className="ecommerce-filters__clear">
        {t('filters.clear')}
      </Button>
    </div>
  );
}
