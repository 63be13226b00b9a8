import {
  Button,
  Card,
  Col,
  Flex,
  notification,
  Radio,
  Row,
  Select,
  Space,
  type NotificationArgsProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text, useFeedback } from '@tessera/ui';
import './extensions.css';

type NotificationPlacement = NonNullable<NotificationArgsProps['placement']>;

const kinds = ['success', 'info', 'warning', 'error'] as const;
type Kind = (typeof kinds)[number];

const placements: NotificationPlacement[] = [
  'topRight',
  'topLeft',
  'top',
  'bottomRight',
  'bottomLeft',
  'bottom',
];

/** How long a notification stays, in seconds; 0 keeps it until it is closed. */
const durations = [3, 10, 0] as const;

const messageDurations = [2, 5] as const;

/**
 * Toasts two ways: the short messages every app shows after an action (ui's useFeedback, the
 * same call the apps make), and antd's notifications with a title, a description, a corner of
 * the screen, a duration and a close button.
 */
export default function ToastsDemo() {
  const { t } = useTranslation('showcase');
  const { message } = useFeedback();
  const [notify, notificationHolder] = notification.useNotification();
  const [messageSeconds, setMessageSeconds] = useState<number>(messageDurations[0]);
  const [lastMessage, setLastMessage] = useState<string>();
  const [placement, setPlacement] = useState<NotificationPlacement>('topRight');
  const [seconds, setSeconds] = useState<number>(durations[0]);
  const [report, setReport] = useState<string>();
  const [shown, setShown] = useState(0);

  const showMessage = (kind: Kind) => {
    const text = t(`toasts.messages.texts.${kind}`);
    setLastMessage(t('toasts.messages.shown', { text }));
    // The toast's promise settles once it has gone: say so.
    void message[kind](text, messageSeconds).then(() =>
      setLastMessage(t('toasts.messages.gone', { text })),
    );
  };

  const showNotification = (kind: Kind) => {
    const title = t(`toasts.notifications.titles.${kind}`);
    setShown((count) => count + 1);
    setReport(t('toasts.notifications.opened', { title }));
    notify[kind]({
      title,
      description: t(`toasts.notifications.descriptions.${kind}`),
      placement,
      // antd reads 0 as "stay until closed".
      duration: seconds,
      showProgress: seconds > 0,
      pauseOnHover: true,
      closable: { 'aria-label': t('toasts.notifications.close', { title }) },
      onClose: () => setReport(t('toasts.notifications.closed', { title })),
    });
  };

  return (
    <>
      {notificationHolder}
      <PageHeader title={t('titles.extensions.toasts')} description={t('toasts.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('toasts.messages.title')}>
            <Flex vertical gap="middle">
              <Text type="secondary">{t('toasts.messages.intro')}</Text>
              <Radio.Group
                aria-label={t('toasts.messages.duration')}
                value={messageSeconds}
                onChange={(event) => setMessageSeconds(event.target.value as number)}
                optionType="button"
                options={messageDurations.map((value) => ({
                  value,
                  label: t('toasts.seconds', { count: value }),
                }))}
              />
              <Space wrap>
                {kinds.map((kind) => (
                  <Button key={kind} onClick={() => showMessage(kind)}>
                    {t(`toasts.kinds.${kind}`)}
                  </Button>
                ))}
              </Space>
              <Text type="secondary" role="status">
                {lastMessage ?? t('toasts.messages.none')}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('toasts.notifications.title')}>
            <Flex vertical gap="middle">
              <Flex gap="middle" wrap>
                <label className="showcase-field">
                  <Text>{t('toasts.notifications.placement')}</Text>
                  <Select<NotificationPlacement>
                    value={placement}
                    onChange={setPlacement}
                    aria-label={t('toasts.notifications.placement')}
                    style={{ minWidth: 180 }}
                    options={placements.map((value) => ({
                      value,
                      label: t(`toasts.placements.${value}`),
                    }))}
                  />
                </label>
                <label className="showcase-field">
                  <Text>{t('toasts.notifications.duration')}</Text>
                  <Select<number>
                    value={seconds}
                    onChange={setSeconds}
                    aria-label={t('toasts.notifications.duration')}
                    style={{ minWidth: 180 }}
                    options={durations.map((value) => ({
                      value,
                      label:
                        value === 0
                          ? t('toasts.notifications.untilClosed')
                          : t('toasts.seconds', { count: value }),
                    }))}
                  />
                </label>
              </Flex>
              <Space wrap>
                {kinds.map((kind) => (
                  <Button key={kind} onClick={() => showNotification(kind)}>
                    {t(`toasts.kinds.${kind}`)}
                  </Button>
                ))}
                <Button danger disabled={shown === 0} onClick={() => notify.destroy()}>
                  {t('toasts.notifications.closeAll')}
                </Button>
              </Space>
              <Text type="secondary" role="status">
                {report ?? t('toasts.notifications.none')}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
