import { useTranslation } from 'react-i18next';
import { RecordUnavailable, type RecordUnavailableProps } from '@tessera/ui';
import { BackToList } from './BackToList';

/** An invoice page without its invoice: an unknown (or malformed) id, or a failed load. */
export function InvoiceUnavailable({
  page,
  id,
}: {
  page: RecordUnavailableProps['page'];
  /** The id as the address writes it. */
  id: string | undefined;
}) {
  const { t } = useTranslation('invoice');
  return (
    <RecordUnavailable
      page={page}
      notFound={{ title: t('notFound.title'), description: t('notFound.description', { id }) }}
      failed={t('preview.failed')}
      back={<BackToList />}
    />
  );
}
