import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../components/PageHeader';
import { ResultView } from '../components/ResultView';
import { useErrorMessage } from '../data/errorMessage';
import type { RecordPage } from './useRecordPage';

export interface RecordUnavailableProps {
  page: Pick<RecordPage<unknown>, 'notFound' | 'error' | 'retry'>;
  /** What a missing record says: its title (the page's heading) and a sentence. */
  notFound: { title: string; description: string };
  /** The heading when the record could not be loaded. */
  failed: string;
  /** The way out of a missing record (back to the list). */
  back: ReactNode;
}

/**
 * What a record page shows instead of its record (`page.unavailable`): "not found" with the way
 * back, or the failure in the words every app uses, with a retry.
 */
export function RecordUnavailable({ page, notFound, failed, back }: RecordUnavailableProps) {
  const { t } = useTranslation('common');
  const describe = useErrorMessage();
  if (page.notFound) {
    return (
      <ResultView
        status="404"
        title={<PageTitle>{notFound.title}</PageTitle>}
        subTitle={notFound.description}
        extra={back}
      />
    );
  }
  return (
    <ResultView
      status="error"
      title={<PageTitle>{failed}</PageTitle>}
      subTitle={page.error ? describe(page.error) : undefined}
      extra={
        <Button type="primary" onClick={page.retry}>
          {t('actions.retry')}
        </Button>
      }
    />
  );
}
