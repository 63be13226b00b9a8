import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LinkButton, PageHeader, PageTitle } from '@tessera/ui';
import { listPath } from '../../paths';
import { PlanCard } from './PlanCard';
import { UserCard } from './UserCard';
import { useSelectedUser } from './useSelectedUser';
import { AccountTab } from './tabs/AccountTab';
import { BillingTab, ConnectionsTab, NotificationsTab, SecurityTab, ViewResult } from './lazy';

const tabKeys = ['account', 'security', 'billing', 'notifications', 'connections'] as const;
type TabKey = (typeof tabKeys)[number];

const isTabKey = (value: string | null): value is TabKey => tabKeys.some((key) => key === value);

function BackToList() {
  const { t } = useTranslation('users');
  return (
    <LinkButton to={listPath} icon={<ArrowLeftOutlined aria-hidden />}>
      {t('view.backToList')}
    </LinkButton>
  );
}

/** The page's frame while the user loads: the same columns, grey. */
function ViewSkeleton() {
  const { t } = useTranslation('users');
  return (
    <Row gutter={[24, 24]} aria-busy="true" aria-label={t('view.loading')}>
      <Col xs={24} lg={8}>
        <Card>
          <Skeleton avatar={{ size: 96 }} active paragraph={{ rows: 8 }} />
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      </Col>
    </Row>
  );
}

/** `/apps/user/view/:id`: one user's card, plan and tabs (the tab is kept in the URL). */
export default function UserViewPage() {
  const { t } = useTranslation('users');
  const { id } = useParams();
  const userId = Number(id);
  const { user, details, detailsLoading, notFound, error, retry } = useSelectedUser(userId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const activeTab: TabKey = isTabKey(requestedTab) ? requestedTab : 'account';

  if (notFound) {
    return (
      <ViewResult
        status="404"
        title={<PageTitle>{t('view.notFound.title')}</PageTitle>}
        subTitle={t('view.notFound.description', { id })}
        extra={<BackToList />}
        data-testid="user-not-found"
      />
    );
  }
  if (error) {
    return (
      <ViewResult
        status="error"
        title={<PageTitle>{t('view.failed')}</PageTitle>}
        subTitle={error.message}
        extra={
          <Button type="primary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const tabs = user && [
    {
      key: 'account',
      label: t('tabs.account'),
      children: <AccountTab details={details} loading={detailsLoading} />,
    },
    {
      key: 'security',
      label: t('tabs.security'),
      children: <SecurityTab user={user} details={details} loading={detailsLoading} />,
    },
    { key: 'billing', label: t('tabs.billing'), children: <BillingTab user={user} /> },
    { key: 'notifications', label: t('tabs.notifications'), children: <NotificationsTab /> },
    {
      key: 'connections',
      label: t('tabs.connections'),
      children: <ConnectionsTab details={details} loading={detailsLoading} />,
    },
  ];

  return (
    <>
      <PageHeader
        title={user?.fullName ?? t('titles.view')}
        description={t('view.description')}
        extra={<BackToList />}
      />
      {!user || !tabs ? (
        <ViewSkeleton />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={9} xl={8}>
            <UserCard user={user} details={details} detailsLoading={detailsLoading} />
            <PlanCard user={user} />
          </Col>
          <Col xs={24} lg={15} xl={16}>
            <Tabs
              activeKey={activeTab}
              onChange={(key) => setSearchParams({ tab: key }, { replace: true })}
              items={tabs}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
