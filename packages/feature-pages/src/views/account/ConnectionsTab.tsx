import { Button, Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountConnections } from '@tessera/api-client';
import { connectionApps } from '@tessera/api-client/pages';
import { Paragraph, Text, type UnsavedChanges } from '@tessera/ui';
import { useSaveConnectionsMutation } from '../../api';
import { useTabForm } from './useTabForm';

/** The apps connected to the account, each on or off. */
export function ConnectionsTab({
  values,
  unsaved,
}: {
  values: AccountConnections;
  unsaved: UnsavedChanges;
}) {
  const { t } = useTranslation('pages');
  const [save] = useSaveConnectionsMutation();
  const { formProps, saving, onValuesChange } = useTabForm<AccountConnections, unknown>({
    name: 'account-connections',
    fields: connectionApps,
    send: (input) => save(input).unwrap(),
    unsaved,
  });

  return (
    <Form {...formProps} layout="horizontal" initialValues={values} onValuesChange={onValuesChange}>
      <Paragraph type="secondary">{t('account.connections.intro')}</Paragraph>
      <ul className="pages-plain-list pages-connections">
        {connectionApps.map((app) => (
          <li key={app}>
            <div>
              <Text strong>{t(`account.connections.apps.${app}.name`)}</Text>
              <br />
              <Text type="secondary">{t(`account.connections.apps.${app}.description`)}</Text>
            </div>
            <Form.Item name={app} valuePropName="checked" noStyle>
              <Switch aria-label={t(`account.connections.apps.${app}.name`)} />
            </Form.Item>
          </li>
        ))}
      </ul>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
