import { AppstoreOutlined, FilterOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { ListLoadFailed, ListSearch, PageHeader, Pager, Text, useMediaQuery } from '@tessera/ui';
import { Button, Card, Drawer, Empty, Segmented, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopActions } from '../shared/useShopActions';
import { Filters } from './Filters';
import { ProductCard } from './ProductCard';
import { shopSorts, useShopList, type ShopFilters } from './shopList';
import '../ecommerce.css';

const noFilters: ShopFilters = {
  sortBy: '',
  category: '',
  brand: '',
  rating: '',
  minPrice: '',
  maxPrice: '',
  freeShipping: '',
};

/** `/apps/ecommerce/shop`: the products, filtered, searched, sorted and paged, in a grid or a list. */
export default function ShopPage() {
  const { t } = useTranslation('ecommerce');
  const list = useShopList();
  const actions = useShopActions();
  const wide = useMediaQuery('(min-width: 992px)', true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The layout is the page's own parameter, beside the list's (which leaves it alone).
  const [searchParams, setSearchParams] = useSearchParams();
  const layout = searchParams.get('view') === 'list' ? 'list' : 'grid';
  const setLayout = (view: string) => {
    const next = new URLSearchParams(searchParams);
    if (view === 'list') next.set('view', 'list');
    else next.delete('view');
    setSearchParams(next, { replace: true });
  };

  const filters: ShopFilters = {
    sortBy: list.params.sortBy,
    category: list.params.category,
    brand: list.params.brand,
    rating: list.params.rating,
    minPrice: list.params.minPrice,
    maxPrice: list.params.maxPrice,
    freeShipping: list.params.freeShipping,
  };
  const sidebar = (
    <Filters
      value={filters}
      onChange={(patch) => list.setParams(patch)}
      onClear={() => list.setParams(noFilters)}
    />
  );

  const emptyText = list.state === 'noMatch' ? t('shop.noMatch') : t('shop.empty');

  return (
    <>
      <PageHeader title={t('titles.shop')} description={t('shop.description')} />
      <div className="ecommerce-shop">
        {wide && (
          <Card
            className="ecommerce-shop__sidebar"
            title={<h2 className="ecommerce-h2">{t('filters.title')}</h2>}
          >
            {sidebar}
          </Card>
        )}
        <section className="ecommerce-shop__main" aria-label={t('shop.results')}>
          <div className="ecommerce-toolbar">
            <ListSearch
              {...list.search}
              label={t('shop.search')}
              placeholder={t('shop.searchPlaceholder')}
            />
            {!wide && (
              <Button icon={<FilterOutlined aria-hidden />} onClick={() => setDrawerOpen(true)}>
                {t('filters.title')}
              </Button>
            )}
            <Select
              aria-label={t('shop.sort')}
              className="ecommerce-toolbar__sort"
              value={list.params.sortBy || 'featured'}
              onChange={(sortBy: string) =>
                list.setParams({ sortBy: shopSorts.find((sort) => sort === sortBy) ?? '' })
              }
              options={[
                { value: 'featured', label: t('sort.featured') },
                ...shopSorts.map((sort) => ({ value: sort, label: t(`sort.${sort}`) })),
              ]}
            />
            <Segmented
              aria-label={t('shop.layout')}
              value={layout}
              onChange={(view) => setLayout(String(view))}
              options={[
                {
                  value: 'grid',
                  icon: <AppstoreOutlined aria-hidden />,
                  title: t('shop.grid'),
                  label: <span className="sr-only">{t('shop.grid')}</span>,
                },
                {
                  value: 'list',
                  icon: <UnorderedListOutlined aria-hidden />,
                  title: t('shop.list'),
                  label: <span className="sr-only">{t('shop.list')}</span>,
                },
              ]}
            />
          </div>
          <p className="ecommerce-count" aria-live="polite">
            {list.loading ? (
              '\u00a0'
            ) : (
              <Text type="secondary">{t('shop.count', { count: list.total })}</Text>
            )}
          </p>
          <ListLoadFailed list={list} title={t('shop.failed')} />
          {list.loading ? (
            <div
              className={`ecommerce-grid ecommerce-grid--${layout}`}
              aria-busy="true"
              aria-label={t('shop.loading')}
            >
              {Array.from({ length: list.params.perPage }, (_, index) => (
                <Card key={index} className={`ecommerce-card ecommerce-card--${layout}`}>
                  <Skeleton.Node active className="ecommerce-card__image-skeleton">
                    <span />
                  </Skeleton.Node>
                  <Skeleton active paragraph={{ rows: 3 }} />
                </Card>
              ))}
            </div>
          ) : list.rows.length === 0 ? (
            list.state !== 'failed' && (
              <Card>
                <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE}>
                  {list.state === 'noMatch' && (
                    <Button onClick={() => list.setParams({ ...noFilters, q: '' })}>
                      {t('filters.clear')}
                    </Button>
                  )}
                </Empty>
              </Card>
            )
          ) : (
            <ul
              className={`ecommerce-grid ecommerce-grid--${layout}`}
              aria-label={t('shop.products')}
            >
              {list.rows.map((product) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    layout={layout}
                    onAddToCart={actions.addToCart}
                    onToggleWishlist={actions.toggleWishlist}
                  />
                </li>
              ))}
            </ul>
          )}
          {list.total > 0 && (
            <Pager
              className="ecommerce-pager"
              {...list.pager}
              pageSizeOptions={list.pageSizes.map(String)}
              showSizeChanger
            />
          )}
        </section>
      </div>
      {!wide && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t('filters.title')}
          placement="left"
          size={300}
        >
          {sidebar}
        </Drawer>
      )}
    </>
  );
}
