import { EditOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  canAccess,
  LinkButton,
  PageHeader,
  useAccess,
  useConfirmedAction,
  useRecordPage,
} from '@tessera/ui';
import { SafeHtml } from '@tessera/ui/safe-html';
import { useGetBlogDetailQuery, useSetBlogBookmarkMutation } from '../../api';
import { blogEditPath } from '../../paths';
import { BackToList, PostUnavailable } from '../shared/BackToList';
import { Byline } from '../shared/Byline';
import { CategoryTags } from '../shared/CategoryTags';
import { Comments } from './Comments';
import '../shared/blog.css';

/**
 * `/pages/blog/detail/:id`: the post (its HTML only through the sanitiser), its tags, its
 * comments with a form for one more, and the reader's bookmark (shown at once, saved).
 */
export default function BlogDetailPage() {
  const { t } = useTranslation('blog');
  const { ability } = useAccess();
  const page = useRecordPage(useGetBlogDetailQuery);
  const [setBookmark] = useSetBlogBookmarkMutation();
  const act = useConfirmedAction();

  if (page.unavailable) {
    return <PostUnavailable page={page} id={page.param} failed={t('detail.failed')} />;
  }

  const detail = page.record;
  const post = detail?.blog;
  const toggleBookmark = () => {
    if (!post) return;
    const bookmarked = !post.bookmarked;
    void act(() => setBookmark({ id: post.id, bookmarked }).unwrap(), {
      done: t(bookmarked ? 'bookmark.added' : 'bookmark.removed'),
    });
  };

  return (
    <>
      <PageHeader
        title={post?.title ?? t('titles.detail')}
        extra={
          // The buttons are there from the start (waiting for the post), so nothing moves when
          // it comes.
          <>
            <BackToList />
            <Button
              icon={post?.bookmarked ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
              aria-pressed={post?.bookmarked ?? false}
              aria-label={t('bookmark.name')}
              disabled={!post}
              onClick={toggleBookmark}
            >
              {t('bookmark.label')}
            </Button>
            {page.id !== null && canAccess(ability, undefined) && (
              <LinkButton to={blogEditPath(page.id)} icon={<EditOutlined aria-hidden />}>
                {t('actions.edit')}
              </LinkButton>
            )}
          </>
        }
      />
      {detail && post ? (
        <>
          <Card
            className="blog-post"
            cover={
              <img className="blog-post__image" src={post.img} alt="" width={800} height={400} />
            }
          >
            <Byline post={post} avatarSize={32} />
            <CategoryTags tags={post.tags} label={t('card.tags')} />
            <SafeHtml html={post.content} as="article" className="blog-post__content" />
          </Card>
          <Comments postId={post.id} comments={detail.comments} />
        </>
      ) : (
        <Card
          aria-busy="true"
          aria-label={t('detail.loading')}
          className="blog-post page-placeholder"
          cover={<div className="blog-post__image blog-card__image--loading" />}
        >
          <Skeleton active avatar={{ size: 32 }} paragraph={{ rows: 10 }} />
        </Card>
      )}
    </>
  );
}
