import { Button, Card, Col, Flex, Popover, Row, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph, Text } from '@tessera/ui';

const placements = ['top', 'left', 'right', 'bottom'] as const;

/** antd's Popover in our theme: its triggers, its placements, actions inside, and one controlled. */
export default function PopoversDemo() {
  const { t } = useTranslation('showcase');
  const [inviteOpen, setInviteOpen] = useState(false);
  const [invite, setInvite] = useState<'none' | 'sent' | 'laterDone'>('none');
  const [hintOpen, setHintOpen] = useState(false);

  const answerInvite = (answer: 'sent' | 'laterDone') => {
    setInvite(answer);
    setInviteOpen(false);
  };

  return (
    <>
      <PageHeader title={t('titles.components.popovers')} description={t('popovers.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('popovers.triggers.title')}>
            <Flex gap="small" wrap>
              <Popover
                title={t('popovers.triggers.hover')}
                content={t('popovers.triggers.hoverContent')}
                trigger={['hover', 'focus']}
              >
                <Button>{t('popovers.triggers.hover')}</Button>
              </Popover>
              <Popover
                title={t('popovers.triggers.focus')}
                content={t('popovers.triggers.focusContent')}
                trigger="focus"
              >
                <Button>{t('popovers.triggers.focus')}</Button>
              </Popover>
              <Popover
                title={t('popovers.triggers.click')}
                content={t('popovers.triggers.clickContent')}
                trigger="click"
              >
                <Button>{t('popovers.triggers.click')}</Button>
              </Popover>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('popovers.placements.title')}>
            <Flex gap="small" wrap>
              {placements.map((placement) => (
                <Popover
                  key={placement}
                  placement={placement}
                  trigger="click"
                  content={t(`popovers.placements.content.${placement}`)}
                >
                  <Button>{t(`popovers.placements.${placement}`)}</Button>
                </Popover>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('popovers.actions.title')}>
            <Flex vertical gap="middle" align="start">
              <Popover
                trigger="click"
                open={inviteOpen}
                onOpenChange={setInviteOpen}
                title={t('popovers.actions.heading')}
                content={
                  <Flex vertical gap="small" style={{ maxWidth: 260 }}>
                    <Paragraph>{t('popovers.actions.body')}</Paragraph>
                    <Flex gap="small" justify="end">
                      <Button size="small" onClick={() => answerInvite('laterDone')}>
                        {t('popovers.actions.later')}
                      </Button>
                      <Button size="small" type="primary" onClick={() => answerInvite('sent')}>
                        {t('popovers.actions.invite')}
                      </Button>
                    </Flex>
                  </Flex>
                }
              >
                <Button type="primary">{t('popovers.actions.open')}</Button>
              </Popover>
              <Text role="status">{t(`popovers.actions.${invite}`)}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('popovers.controlled.title')}>
            <Flex vertical gap="middle" align="start">
              <Flex gap="small" align="center">
                <Switch id="popover-hint" checked={hintOpen} onChange={setHintOpen} />
                <label htmlFor="popover-hint">{t('popovers.controlled.switch')}</label>
              </Flex>
              <Popover
                open={hintOpen}
                title={t('popovers.controlled.heading')}
                content={
                  <Flex vertical gap="small" align="start" style={{ maxWidth: 260 }}>
                    <Paragraph>{t('popovers.controlled.body')}</Paragraph>
                    <Button size="small" onClick={() => setHintOpen(false)}>
                      {t('popovers.controlled.close')}
                    </Button>
                  </Flex>
                }
              >
                <Text strong>{t('popovers.controlled.anchor')}</Text>
              </Popover>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
