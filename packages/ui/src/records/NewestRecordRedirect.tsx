import { Button, Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageHeader, PageTitle } from '../components/PageHeader';
import { ResultView } from '../components/ResultView';
import { RecordSkeleton } from './RecordSkeleton';

/** A feature's query hook for the id of the record a bare address opens (null: there is none). */
export type NewestIdQuery = (
  arg: undefined,
  options: { refetchOnMountOrArgChange: true },
) => { data?: number | null; isFetching: boolean; isError: boolean; refetch: () => unknown };

export interface NewestRecordRedirectProps {
  /** Asks for the record's id, such as `useNewestInvoiceIdQuery`. */
  useNewestId: NewestIdQuery;
  /** Where the record opens. */
  to: (id: number) => string;
  /** The page's words: its title while it looks, and what it says when there is nothing. */
  texts: { title: string; loading: string; empty: string; failed: string };
  /** The way back to the list. */
  back: ReactNode;
}

/**
 * A record page's bare address (`/apps/invoice/preview`, from the menu or the search): opens the
 * record the feature names (its newest), says so when there is none, and offers a retry when the
 * question fails. Only this visit's answer counts: an earlier one may name a record deleted since.
 */
export function NewestRecordRedirect({ useNewestId, to, texts, back }: NewestRecordRedirectProps) {
  const { t } = useTranslation('common');
  const { data, isFetching, isError, refetch } = useNewestId(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const newest = isFetching ? undefined : data;

  const looking = (
    <>
      <PageHeader title={texts.title} />
      <RecordSkeleton label={texts.loading} columns={[{ span: 24, rows: 8 }]} />
    </>
  );
  // The placeholder stays until the record's page replaces it: an empty page between the two
  // would bring the footer into view for a moment.
  if (typeof newest === 'number') {
    return (
      <>
        <Navigate to={to(newest)} replace />
        {looking}
      </>
    );
  }
  if (newest === null) return <Empty description={texts.empty}>{back}</Empty>;
  if (isError && !isFetching) {
    return (
      <ResultView
        status="error"
        title={<PageTitle>{texts.failed}</PageTitle>}
        extra={
          <Flex gap="small" justify="center" wrap>
            {back}
            <Button type="primary" onClick={() => void refetch()}>
              {t('actions.retry')}
            </Button>
          </Flex>
        }
      />
    );
  }
  return looking;
}
