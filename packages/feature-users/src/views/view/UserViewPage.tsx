import { Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader, RecordSkeleton, RecordUnavailable, useRecordPage } from '@tessera/ui';
import { useGetUserQuery, useUserDetailsQuery } from '../../api';
import { BackToList } from './BackToList';
import { PlanCard } from './PlanCard';
import { UserCard } from './UserCard';
import { AccountTab } from './tabs/AccountTab';
import { BillingTab, ConnectionsTab, NotificationsTab, SecurityTab } from './lazy';

const tabKeys = ['account', 'security', 'billing', 'notifications', 'connections'] as const;
type TabKey = (typeof tabKeys)[number];

const isTabKey = (value: string | null): value is TabKey => tabKeys.some((key) => key === value);

/** `/apps/user/view/:id`: one user's card, plan and tabs (the tab is kept in the URL). */
export default function UserViewPage() {
  const { t } = useTranslation('users');
  const page = useRecordPage(useGetUserQuery);
  const user = page.record;
  // What the tabs show about them: nothing of another user meanwhile.
  const detailsQuery = useUserDetailsQuery({ id: page.id ?? 0 }, { skip: page.id === null });
  const details = detailsQuery.currentData ?? null;
  const detailsLoading = detailsQuery.isFetching;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const activeTab: TabKey = isTabKey(requestedTab) ? requestedTab : 'account';

  if (page.unavailable) {
    return (
      <RecordUnavailable
        page={page}
        notFound={{
          title: t('view.notFound.title'),
          description: t('view.notFound.description', { id: page.param }),
        }}
        failed={t('view.failed')}
        back={<BackToList />}
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
        <RecordSkeleton
          label={t('view.loading')}
          columns={[
            { span: 8, rows: 8, avatar: 96 },
            { span: 16, rows: 10 },
          ]}
        />
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
