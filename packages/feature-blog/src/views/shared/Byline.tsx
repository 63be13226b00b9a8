import { useTranslation } from 'react-i18next';
import type { BlogCard } from '@tessera/api-client';
import { ColorTag, Text, UserAvatar } from '@tessera/ui';
import { useDateFormat } from './useDateFormat';

/** Who wrote a post and when, and its status when it is not published yet. */
export function Byline({
  post,
  avatarSize,
}: {
  post: Pick<BlogCard, 'userFullName' | 'avatar' | 'blogPosted' | 'status'>;
  avatarSize: number;
}) {
  const { t } = useTranslation('blog');
  const dates = useDateFormat();
  return (
    <div className="blog-byline">
      <UserAvatar name={post.userFullName} src={post.avatar} size={avatarSize} />
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
  );
}
