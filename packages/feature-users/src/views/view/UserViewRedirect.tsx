import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LinkButton, PageHeader } from '@tessera/ui';
import { useFirstUserIdQuery } from '../../api';
import { listPath, userPath } from '../../paths';
import { ViewResult } from './lazy';

/** `/apps/user/view` alone: opens the list's first user (asked as a one-row page). */
export default function UserViewRedirect() {
  const { t } = useTranslation('users');
  // Only this visit's answer counts (an earlier one may name a user deleted since).
  const { data, isFetching, isError } = useFirstUserIdQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const first = isFetching ? undefined : data;

  if (typeof first === 'number') return <Navigate to={userPath(first)} replace />;
  if (first === null) {
    return (
      <Empty description={t('view.noUsers')}>
        <LinkButton to={listPath} type="primary">
          {t('view.backToList')}
        </LinkButton>
      </Empty>
    );
  }
  if (isError) {
    return (
      <ViewResult
        status="error"
        title={t('view.failed')}
        extra={
          <LinkButton to={listPath} type="primary">
            {t('view.backToList')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <PageHeader title={t('titles.view')} />
      <Card aria-busy="true" aria-label={t('view.loading')}>
        <Skeleton avatar active paragraph={{ rows: 6 }} />
      </Card>
    </>
  );
}
