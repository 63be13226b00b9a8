import { Card, Empty, Skeleton } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Paragraph, Text, Title } from '@tessera/ui';
import { useGetKnowledgeBaseQuery } from '../../api';
import { kbCategoryPath } from '../../paths';
import { LoadFailed } from '../shared/LoadFailed';
import { SearchHero } from '../shared/SearchHero';
import { useSearchParam } from '../shared/useSearchParam';
import '../shared/pages.css';

const skeletonCards = Array.from({ length: 6 }, (_, index) => index);

/** `/pages/knowledge-base`: a card per category; the search keeps the cards that match. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('pages');
  const [q, setQ] = useSearchParam('q');
  const { data, error, refetch } = useGetKnowledgeBaseQuery({ q: useDeferredValue(q) });

  return (
    <>
      <SearchHero
        title={t('kb.title')}
        subtitle={t('kb.subtitle')}
        search={{ value: q, onChange: setQ, placeholder: t('kb.search'), label: t('kb.search') }}
      />
      {error ? (
        <LoadFailed title={t('kb.failed')} error={error} retry={refetch} />
      ) : !data ? (
        <div className="pages-grid" aria-busy="true" aria-label={t('kb.loading')}>
          {skeletonCards.map((index) => (
            <Card key={index}>
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          ))}
        </div>
      ) : data.cards.length === 0 ? (
        <Card>
          <Empty description={q ? t('kb.noMatch', { q }) : t('kb.empty')} />
        </Card>
      ) : (
        <ul className="pages-grid pages-plain-list">
          {data.cards.map((card) => (
            <li key={card.category}>
              <Card className="pages-kb-card">
                <Title level={2} size={5} style={{ marginTop: 0 }}>
                  <Link to={kbCategoryPath(card.category)}>{card.title}</Link>
                </Title>
                <Paragraph type="secondary">{card.desc}</Paragraph>
                <Text>{t('kb.articles', { count: card.articleCount })}</Text>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
