import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BlogCard as BlogCardData, BlogCategory, BlogListResponse } from '@tessera/api-client';
import { blogCategories } from '@tessera/api-client/blog';
import { ListLoadFailed, ListSearch, PageHeader, Pager, Text, useList } from '@tessera/ui';
import { useListBlogPostsQuery } from '../../api';
import { BlogCard } from './BlogCard';
import { BlogSidebar } from './BlogSidebar';
import '../shared/blog.css';

type BlogFilters = { category: BlogCategory | '' };

// Declared once, outside the page: the list reads it on its first render.
const spec = {
  filters: { category: blogCategories },
  pageSizes: [6, 12, 24],
  rows: (data: BlogListResponse) => ({ rows: data.posts, total: data.total }),
};

/** `/pages/blog/list`: the posts as cards, searched, by category and paged; the sidebar beside. */
export default function BlogListPage() {
  const { t } = useTranslation('blog');
  const list = useList<BlogListResponse, BlogCardData, BlogFilters>(useListBlogPostsQuery, spec);
  const category = list.params.category;
  const clear = () => list.setParams({ q: '', category: '' });

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <div className="blog-layout">
        <section className="blog-layout__main" aria-label={t('list.results')}>
          <div className="blog-toolbar">
            <ListSearch
              {...list.search}
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
            />
            {category && (
              <Button
                icon={<CloseOutlined aria-hidden />}
                onClick={() => list.setParams({ category: '' })}
                aria-label={t('list.clearCategoryOf', { category: t(`categories.${category}`) })}
              >
                {t(`categories.${category}`)}
              </Button>
            )}
          </div>
          <p className="blog-count" aria-live="polite">
            {list.loading ? (
              '\u00a0'
            ) : (
              <Text type="secondary">{t('list.count', { count: list.total })}</Text>
            )}
          </p>
          <ListLoadFailed list={list} title={t('list.failed')} />
          {list.loading ? (
            <div className="blog-grid" aria-busy="true" aria-label={t('list.loading')}>
              {Array.from({ length: list.params.perPage }, (_, index) => (
                <Card
                  key={index}
                  className="blog-card"
                  cover={<div className="blog-card__image blog-card__image--loading" />}
                >
                  <Skeleton active paragraph={{ rows: 4 }} />
                </Card>
              ))}
            </div>
          ) : list.rows.length === 0 ? (
            list.state !== 'failed' && (
              <Card>
                <Empty
                  description={list.state === 'noMatch' ? t('list.noMatch') : t('list.empty')}
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                >
                  {list.state === 'noMatch' && <Button onClick={clear}>{t('list.clear')}</Button>}
                </Empty>
              </Card>
            )
          ) : (
            <ul className="blog-grid blog-plain-list" aria-label={t('list.posts')}>
              {list.rows.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
          )}
          {list.total > 0 && (
            <nav aria-label={t('list.pager')}>
              <Pager
                className="blog-pager"
                {...list.pager}
                pageSizeOptions={list.pageSizes.map(String)}
                showSizeChanger
              />
            </nav>
          )}
        </section>
        <BlogSidebar
          category={category}
          onCategory={(next) => list.setParams({ category: next })}
        />
      </div>
    </>
  );
}
