import { useTranslation } from 'react-i18next';
import { PageHeader, RecordSkeleton, useRecordPage } from '@tessera/ui';
import { useGetBlogEditQuery } from '../../api';
import { BackToList, PostUnavailable } from '../shared/BackToList';
import { BlogEditForm } from './BlogEditForm';
import '../shared/blog.css';

/** `/pages/blog/edit/:id`: the post's editor (admins); saved, the post opens. */
export default function BlogEditPage() {
  const { t } = useTranslation('blog');
  const page = useRecordPage(useGetBlogEditQuery);

  if (page.unavailable) {
    return <PostUnavailable page={page} id={page.param} failed={t('edit.failed')} />;
  }
  const post = page.record;
  return (
    <>
      {/* One heading from the start: the post's title, of any length, would move the page as it
          comes (its field shows it). */}
      <PageHeader title={t('titles.edit')} extra={<BackToList />} />
      {post ? (
        // A fresh form for each post: its initial values are read once.
        <BlogEditForm key={post.id} post={post} />
      ) : (
        <RecordSkeleton label={t('edit.loading')} columns={[{ span: 24, rows: 14 }]} />
      )}
    </>
  );
}
