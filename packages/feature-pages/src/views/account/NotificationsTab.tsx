import { Button, Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountNotifications } from '@tessera/api-client';
import { notificationChannels, notificationEvents } from '@tessera/api-client/pages';
import { Paragraph, type UnsavedChanges } from '@tessera/ui';
import { useSaveNotificationsMutation } from '../../api';
import { useTabForm } from './useTabForm';

/** Which events reach the person, and where: by mail, in the browser, in the app. */
export function NotificationsTab({
  values,
  unsaved,
}: {
  values: AccountNotifications;
  unsaved: UnsavedChanges;
}) {
  const { t } = useTranslation('pages');
  const [save] = useSaveNotificationsMutation();
  const { formProps, saving, onValuesChange } = useTabForm<AccountNotifications, unknown>({
    name: 'account-notifications',
    fields: notificationEvents,
    send: (input) => save(input).unwrap(),
    unsaved,
  });

  return (
    <Form {...formProps} initialValues={values} onValuesChange={onValuesChange}>
      <Paragraph type="secondary">{t('account.notifications.intro')}</Paragraph>
      <div className="pages-table-scroll">
        <table className="pages-notifications">
          <caption className="pages-visually-hidden">{t('account.notifications.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('account.notifications.event')}</th>
              {notificationChannels.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`account.notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationEvents.map((event) => (
              <tr key={event}>
                <th scope="row">{t(`account.notifications.events.${event}`)}</th>
                {notificationChannels.map((channel) => (
                  <td key={channel}>
                    <Form.Item name={[event, channel]} valuePropName="checked" noStyle>
                      <Checkbox
                        aria-label={t('account.notifications.cell', {
                          event: t(`account.notifications.events.${event}`),
                          channel: t(`account.notifications.channels.${channel}`),
                        })}
                      />
                    </Form.Item>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.save')}
      </Button>
    </Form>
  );
}
