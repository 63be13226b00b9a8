import { useTranslation } from 'react-i18next';
import { BackLink, RecordUnavailable, type RecordUnavailableProps } from '@tessera/ui';
import { blogListPath } from '../../paths';

export function BackToList() {
  const { t } = useTranslation('blog');
  return <BackLink to={blogListPath}>{t('actions.backToList')}</BackLink>;
}

/** A post's page without its post: an unknown (or malformed) id, or a failed load. */
export function PostUnavailable({
  page,
  id,
  failed,
}: {
  page: RecordUnavailableProps['page'];
  /** The id as the address writes it. */
  id: string | undefined;
  failed: string;
}) {
  const { t } = useTranslation('blog');
  return (
    <RecordUnavailable
      page={page}
      notFound={{ title: t('notFound.title'), description: t('notFound.description', { id }) }}
      failed={failed}
      back={<BackToList />}
    />
  );
}
