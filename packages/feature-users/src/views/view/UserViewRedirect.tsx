import { Card, Empty, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { PageHeader } from '@tessera/ui';
import { listPath, userPath } from '../../paths';
import { fetchAllRequested, selectUsers } from '../../store/slice';
import { LinkButton } from '../shared/LinkButton';

/** `/apps/user/view` alone: opens the first user (lowest id), once the directory is fetched. */
export default function UserViewRedirect() {
  const { t } = useTranslation('users');
  const dispatch = useDispatch();
  const { allData, allStatus } = useSelector(selectUsers);
  // Only this visit's answer counts (an earlier one may name a user deleted since).
  const [asked, setAsked] = useState(false);

  useEffect(() => {
    dispatch(fetchAllRequested());
    setAsked(true);
  }, [dispatch]);

  if (asked && allStatus === 'succeeded') {
    const first = allData.reduce<number | null>(
      (lowest, user) => (lowest === null || user.id < lowest ? user.id : lowest),
      null,
    );
    if (first !== null) return <Navigate to={userPath(first)} replace />;
    return (
      <Empty description={t('view.noUsers')}>
        <LinkButton to={listPath} type="primary">
          {t('view.backToList')}
        </LinkButton>
      </Empty>
    );
  }
  if (asked && allStatus === 'failed') {
    return (
      <Result
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
