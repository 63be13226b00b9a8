import { Button, Checkbox, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticTable, useFeedback, Paragraph } from '@tessera/ui';
import { TabCard } from './TabCard';

const notificationTypes = ['newForYou', 'accountActivity', 'newBrowser', 'newDevice'] as const;
const channels = ['email', 'browser', 'app'] as const;

type NotificationType = (typeof notificationTypes)[number];
type Channel = (typeof channels)[number];
type Preferences = Record<NotificationType, Record<Channel, boolean>>;

/** Everything on, except app notices for sign-ins (a sensible default). */
const initialPreferences = (): Preferences =>
  Object.fromEntries(
    notificationTypes.map((type) => [
      type,
      { email: true, browser: true, app: type !== 'newBrowser' && type !== 'newDevice' },
    ]),
  ) as Preferences;

/** Which notices the user gets on which channel (kept on this screen: no endpoint stores them). */
export function NotificationsTab() {
  const { t } = useTranslation('users');
  const { message } = useFeedback();
  const [preferences, setPreferences] = useState(initialPreferences);

  const toggle = (type: NotificationType, channel: Channel, on: boolean) =>
    setPreferences((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }));

  const columns: TableColumnsType<NotificationType> = [
    {
      key: 'type',
      title: t('notifications.type'),
      render: (_, type) => t(`notifications.types.${type}`),
    },
    ...channels.map((channel) => ({
      key: channel,
      title: t(`notifications.channels.${channel}`),
      align: 'center' as const,
      render: (_: unknown, type: NotificationType) => (
        <Checkbox
          checked={preferences[type][channel]}
          onChange={(event) => toggle(type, channel, event.target.checked)}
          aria-label={t('notifications.toggle', {
            type: t(`notifications.types.${type}`),
            channel: t(`notifications.channels.${channel}`),
          })}
        />
      ),
    })),
  ];

  return (
    <TabCard title={t('notifications.title')} testId="notifications">
      <Paragraph type="secondary">{t('notifications.intro')}</Paragraph>
      <StaticTable<NotificationType>
        rowKey={(type) => type}
        caption={t('notifications.title')}
        columns={columns}
        dataSource={notificationTypes}
      />
      <Button
        type="primary"
        style={{ marginTop: 16 }}
        onClick={() => void message.success(t('notifications.saved'))}
      >
        {t('actions.saveChanges')}
      </Button>
    </TabCard>
  );
}
