import {
  AppstoreOutlined,
  CarOutlined,
  CreditCardOutlined,
  RollbackOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { Card, Empty, Skeleton, Tabs } from 'antd';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqCategoryId } from '@tessera/api-client';
import { Text, Title, useMediaQuery } from '@tessera/ui';
import { useGetFaqQuery } from '../../api';
import { Accordion } from '../shared/Accordion';
import { ContactCard } from '../shared/ContactCard';
import { LoadFailed } from '../shared/LoadFailed';
import { SearchHero } from '../shared/SearchHero';
import { useSearchParam } from '../shared/useSearchParam';
import '../shared/pages.css';

const icons: Record<FaqCategoryId, ReactNode> = {
  payment: <CreditCardOutlined aria-hidden />,
  delivery: <CarOutlined aria-hidden />,
  cancellationReturn: <RollbackOutlined aria-hidden />,
  myOrders: <ShoppingOutlined aria-hidden />,
  productServices: <AppstoreOutlined aria-hidden />,
};

/** `/pages/faq`: the questions by category; a search keeps the categories with a match. */
export default function FaqPage() {
  const { t } = useTranslation('pages');
  const [q, setQ] = useSearchParam('q');
  const [chosen, setChosen] = useSearchParam('category');
  const narrow = useMediaQuery('(max-width: 767px)');
  const { data, error, isFetching, refetch } = useGetFaqQuery({ q: useDeferredValue(q) });
  const categories = data?.categories ?? [];
  // The chosen category, or the first one left when a search took it away.
  const active = categories.find((category) => category.id === chosen) ?? categories[0];

  let body: ReactNode;
  if (error) {
    body = <LoadFailed title={t('faq.failed')} error={error} retry={refetch} />;
  } else if (!data) {
    body = (
      <Card aria-busy="true" aria-label={t('faq.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (categories.length === 0) {
    body = (
      <Card>
        <Empty description={q ? t('faq.noMatch', { q }) : t('faq.empty')} />
      </Card>
    );
  } else {
    body = (
      <Card aria-busy={isFetching}>
        <Tabs
          tabPlacement={narrow ? 'top' : 'start'}
          activeKey={active?.id}
          onChange={setChosen}
          items={categories.map((category) => ({
            key: category.id,
            label: category.title,
            icon: icons[category.id],
            children: (
              <section aria-labelledby={`faq-${category.id}`}>
                <Title level={2} size={4} id={`faq-${category.id}`} style={{ margin: 0 }}>
                  {category.title}
                </Title>
                <Text type="secondary">{category.subtitle}</Text>
                <div className="pages-faq__questions">
                  <Accordion items={category.qandA} />
                </div>
              </section>
            ),
          }))}
        />
      </Card>
    );
  }

  return (
    <>
      <SearchHero
        title={t('faq.title')}
        subtitle={t('faq.subtitle')}
        search={{ value: q, onChange: setQ, placeholder: t('faq.search'), label: t('faq.search') }}
      />
      {body}
      <ContactCard />
    </>
  );
}
