import {
  BellOutlined,
  LinkOutlined,
  LockOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, useUnsavedChanges } from '@tessera/ui';
import { useGetAccountQuery } from '../../api';
import { LoadFailed } from '../shared/LoadFailed';
import { useSearchParam } from '../shared/useSearchParam';
import { ConnectionsTab } from './ConnectionsTab';
import { GeneralTab } from './GeneralTab';
import { InfoTab } from './InfoTab';
import { NotificationsTab } from './NotificationsTab';
import { PasswordTab } from './PasswordTab';
import { SocialTab } from './SocialTab';
import '../shared/pages.css';

const tabs = ['general', 'password', 'info', 'social', 'connections', 'notifications'] as const;
type Tab = (typeof tabs)[number];

const icons: Record<Tab, ReactNode> = {
  general: <UserOutlined aria-hidden />,
  password: <LockOutlined aria-hidden />,
  info: <SolutionOutlined aria-hidden />,
  social: <ShareAltOutlined aria-hidden />,
  connections: <LinkOutlined aria-hidden />,
  notifications: <BellOutlined aria-hidden />,
};

/**
 * `/pages/account-settings?tab=…`: the signed-in account's settings, a form per tab, each saved
 * through its own call. Unsaved changes ask before the page is left.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const [tabParam, setTab] = useSearchParam('tab');
  const tab: Tab = (tabs as readonly string[]).includes(tabParam) ? (tabParam as Tab) : 'general';
  const unsaved = useUnsavedChanges();
  const { data, error, refetch } = useGetAccountQuery(undefined);

  const content = (key: Tab): ReactNode => {
    if (!data) return null;
    switch (key) {
      case 'general':
        return <GeneralTab values={data.general} unsaved={unsaved} />;
      case 'password':
        return <PasswordTab unsaved={unsaved} />;
      case 'info':
        return <InfoTab values={data.info} unsaved={unsaved} />;
      case 'social':
        return <SocialTab values={data.social} unsaved={unsaved} />;
      case 'connections':
        return <ConnectionsTab values={data.connections} unsaved={unsaved} />;
      case 'notifications':
        return <NotificationsTab values={data.notifications} unsaved={unsaved} />;
    }
  };

  return (
    <>
      <PageHeader title={t('account.title')} description={t('account.subtitle')} />
      {error ? (
        <LoadFailed title={t('account.failed')} error={error} retry={refetch} />
      ) : (
        <Card>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key === 'general' ? '' : key)}
            items={tabs.map((key) => ({
              key,
              icon: icons[key],
              label: t(`account.tabs.${key}`),
              children: data ? (
                content(key)
              ) : (
                <Skeleton active paragraph={{ rows: 8 }} aria-label={t('account.loading')} />
              ),
            }))}
          />
        </Card>
      )}
    </>
  );
}
