import { ApiOutlined } from '@ant-design/icons';
import { Empty, Flex, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDetailsResponse } from '@tessera/api-client';
import { ItemList } from './ItemList';
import { TabCard } from './TabCard';
import { Paragraph, Text } from '@tessera/ui';

interface ConnectionsTabProps {
  details: UserDetailsResponse | null;
  loading: boolean;
}

/** The accounts linked to the user; the switches are this screen's own state. */
export function ConnectionsTab({ details, loading }: ConnectionsTabProps) {
  const { t } = useTranslation('users');
  /** Switches the user flipped, by connection id (the rest show the server's value). */
  const [flipped, setFlipped] = useState<Record<number, boolean>>({});
  const connections = details?.connections ?? [];

  return (
    <TabCard title={t('connections.title')} testId="connections">
      <Paragraph type="secondary">{t('connections.intro')}</Paragraph>
      {loading && !details ? (
        <Skeleton active avatar />
      ) : connections.length === 0 ? (
        <Empty description={t('connections.none')} />
      ) : (
        <ItemList
          items={connections}
          itemKey={(connection) => connection.id}
          renderItem={(connection) => (
            <Flex gap="middle" align="center" justify="space-between">
              <Flex gap="middle" align="center">
                <ApiOutlined aria-hidden style={{ fontSize: 22 }} />
                <div>
                  <Text strong style={{ display: 'block' }}>
                    {t(`connections.services.${connection.service}.name`)}
                  </Text>
                  <Text type="secondary">
                    {t(`connections.services.${connection.service}.description`)}
                  </Text>
                </div>
              </Flex>
              <Switch
                checked={flipped[connection.id] ?? connection.connected}
                onChange={(on) => setFlipped((current) => ({ ...current, [connection.id]: on }))}
                aria-label={t('connections.toggle', {
                  service: t(`connections.services.${connection.service}.name`),
                })}
              />
            </Flex>
          )}
        />
      )}
    </TabCard>
  );
}
