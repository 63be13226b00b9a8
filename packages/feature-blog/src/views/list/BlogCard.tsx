import { CommentOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '@tessera/api-client';
import { ColorTag, Paragraph, Text, Title, UserAvatar } from '@tessera/ui';
import { blogDetailPath } from '../../paths';
import { CategoryTags } from '../shared/CategoryTags';
import { useDateFormat } from '../shared/useDateFormat';

/** One post in the list: its picture, title, author and date, tags, excerpt and comment count. */
export function BlogCard({ post }: { post: BlogCardData }) {
  const { t } = useTranslation('blog');
  const dates = useDateFormat();
  const path = blogDetailPath(post.id);
  return (
    <Card
      className="blog-card"
      cover={<img className="blog-card__image" src={post.img} alt="" width={800} height={400} />}
    >
      <article aria-labelledby={`blog-card-${post.id}`}>
        <Title level={2} size={5} className="blog-card__title" id={`blog-card-${post.id}`}>
          <Link to={path}>{post.title}</Link>
        </Title>
        <div className="blog-byline">
          <UserAvatar name={post.userFullName} src={post.avatar} size={28} />
          <Text>
            {t('card.by')} <Text strong>{post.userFullName}</Text>
          </Text>
          <Text type="secondary">
            <time dateTime={post.blogPosted}>{dates.format(new Date(post.blogPosted))}</time>
          </Text>
          {post.status !== 'published' && (
            <ColorTag color="orange">{t(`statuses.${post.status}`)}</ColorTag>
          )}
        </div>
        <CategoryTags tags={post.tags} label={t('card.tags')} />
        <Paragraph className="blog-card__excerpt">{post.excerpt}</Paragraph>
        <div className="blog-card__footer">
          <Link to={`${path}#comments`}>
            <CommentOutlined aria-hidden /> {t('card.comments', { count: post.comment })}
          </Link>
          <Link to={path} aria-label={t('card.readMoreOf', { title: post.title })}>
            {t('card.readMore')}
          </Link>
        </div>
      </article>
    </Card>
  );
}
