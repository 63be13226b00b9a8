import { CommentOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BlogCard as BlogCardData } from '@tessera/api-client';
import { Paragraph, Title } from '@tessera/ui';
import { blogDetailPath } from '../../paths';
import { Byline } from '../shared/Byline';
import { CategoryTags } from '../shared/CategoryTags';

/** One post in the list: its picture, title, author and date, tags, excerpt and comment count. */
export function BlogCard({ post }: { post: BlogCardData }) {
  const { t } = useTranslation('blog');
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
        <Byline post={post} avatarSize={28} />
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
