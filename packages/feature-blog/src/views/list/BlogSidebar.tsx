import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogCategory } from '@tessera/api-client';
import { LoadFailedAlert, Text, Title, useErrorMessage } from '@tessera/ui';
import { useGetBlogSidebarQuery } from '../../api';
import { blogDetailPath } from '../../paths';
import { categoryIcons } from '../shared/CategoryTags';
import { useDateFormat } from '../shared/useDateFormat';

/** The list's side: the newest posts, and the categories (each one filters the list). */
export function BlogSidebar({
  category,
  onCategory,
}: {
  category: BlogCategory | '';
  onCategory: (category: BlogCategory | '') => void;
}) {
  const { t } = useTranslation('blog');
  const describe = useErrorMessage();
  const dates = useDateFormat();
  const sidebar = useGetBlogSidebarQuery(undefined);
  const data = sidebar.currentData;

  if (sidebar.isError) {
    return (
      <LoadFailedAlert
        title={t('sidebar.failed')}
        message={describe(sidebar.error)}
        onRetry={() => void sidebar.refetch()}
      />
    );
  }

  return (
    <aside className="blog-sidebar" aria-label={t('sidebar.label')}>
      <Card>
        <Title level={2} size={5} className="blog-sidebar__title">
          {t('sidebar.recent')}
        </Title>
        {data ? (
          <ul className="blog-plain-list blog-recent">
            {data.recentPosts.map((post) => (
              <li key={post.id}>
                <img src={post.img} alt="" width={64} height={48} />
                <div>
                  <Link to={blogDetailPath(post.id)}>{post.title}</Link>
                  <br />
                  <Text type="secondary">
                    <time dateTime={post.blogPosted}>
                      {dates.format(new Date(post.blogPosted))}
                    </time>
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton
            active
            title={false}
            paragraph={{ rows: 6 }}
            aria-label={t('sidebar.loading')}
          />
        )}
      </Card>
      <Card>
        <Title level={2} size={5} className="blog-sidebar__title">
          {t('sidebar.categories')}
        </Title>
        {data ? (
          <ul className="blog-plain-list blog-categories">
            {data.categories.map((entry) => {
              const current = entry.category === category;
              return (
                <li key={entry.category}>
                  <Button
                    type={current ? 'primary' : 'text'}
                    block
                    icon={categoryIcons[entry.icon]}
                    aria-pressed={current}
                    onClick={() => onCategory(current ? '' : entry.category)}
                  >
                    <span className="blog-categories__name">
                      {t(`categories.${entry.category}`)}
                    </span>
                    <span className="blog-categories__count">
                      {t('sidebar.count', { count: entry.count })}
                    </span>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        )}
      </Card>
    </aside>
  );
}
