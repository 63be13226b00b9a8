import { Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LinkButton, PageHeader } from '@tessera/ui';
import { useNewestInvoiceIdQuery } from '../../api';
import { editBasePath, editPath, listPath, previewPath } from '../../paths';

/** `/apps/invoice/preview` or `/edit` alone (menu, search): opens the newest invoice. */
export default function InvoiceRedirect() {
  const { t } = useTranslation('invoice');
  const { pathname } = useLocation();
  const { data, isFetching, isError } = useNewestInvoiceIdQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const newest = isFetching ? undefined : data;
  const target = pathname.startsWith(editBasePath) ? editPath : previewPath;
  const back = (
    <LinkButton to={listPath} type="primary">
      {t('actions.backToList')}
    </LinkButton>
  );

  if (typeof newest === 'number') return <Navigate to={target(newest)} replace />;
  if (newest === null) return <Empty description={t('list.empty')}>{back}</Empty>;
  if (isError) return <Result status="error" title={t('preview.failed')} extra={back} />;
  return (
    <>
      <PageHeader title={t('titles.preview')} />
      <Card aria-busy="true" aria-label={t('preview.loading')}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    </>
  );
}
