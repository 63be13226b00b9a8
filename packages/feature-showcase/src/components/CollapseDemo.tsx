import { SettingOutlined } from '@ant-design/icons';
import { Card, Col, Collapse, Flex, Row, Switch, type CollapseProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorTag, PageHeader, Paragraph, Text } from '@tessera/ui';

const questions = ['billing', 'export', 'access'] as const;

/** antd's Collapse in our theme: an accordion, nested panels, borderless, with extras. */
export default function CollapseDemo() {
  const { t } = useTranslation('showcase');
  const [notify, setNotify] = useState<Record<string, boolean>>({ email: true, push: false });
  const [open, setOpen] = useState<string[]>(['billing']);

  const faq: CollapseProps['items'] = questions.map((key) => ({
    key,
    label: t(`collapse.faq.${key}.question`),
    children: <Paragraph style={{ margin: 0 }}>{t(`collapse.faq.${key}.answer`)}</Paragraph>,
  }));

  return (
    <>
      <PageHeader title={t('titles.components.collapse')} description={t('collapse.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('collapse.accordion.title')}>
            {/* One key at a time, kept here: antd's own accordion draws tabs without a tab
                list around them (axe refuses it). */}
            <Collapse
              activeKey={open}
              onChange={(keys) => setOpen(keys.filter((key) => !open.includes(key)).slice(-1))}
              items={faq}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('collapse.nested.title')}>
            <Collapse
              items={[
                {
                  key: 'workspace',
                  label: t('collapse.nested.workspace'),
                  children: (
                    <Collapse
                      size="small"
                      items={[
                        {
                          key: 'members',
                          label: t('collapse.nested.members'),
                          children: <Text>{t('collapse.nested.membersText')}</Text>,
                        },
                        {
                          key: 'billing',
                          label: t('collapse.nested.billing'),
                          children: <Text>{t('collapse.nested.billingText')}</Text>,
                        },
                      ]}
                    />
                  ),
                },
                {
                  key: 'profile',
                  label: t('collapse.nested.profile'),
                  children: <Text>{t('collapse.nested.profileText')}</Text>,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('collapse.borderless.title')}>
            <Collapse
              bordered={false}
              items={faq.map((item) => ({ ...item, key: `plain-${item.key}` }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('collapse.extra.title')}>
            <Collapse
              expandIconPlacement="end"
              items={(['email', 'push'] as const).map((channel) => ({
                key: channel,
                label: t(`collapse.extra.${channel}`),
                // The header says the setting; the switch that changes it is in the panel (a
                // control inside the header's button would be a button in a button).
                extra: (
                  <ColorTag color={notify[channel] ? 'green' : null}>
                    {notify[channel] ? t('collapse.extra.onTag') : t('collapse.extra.offTag')}
                  </ColorTag>
                ),
                children: (
                  <Flex gap="small" align="center">
                    <Switch
                      checked={notify[channel]}
                      onChange={(checked) =>
                        setNotify((current) => ({ ...current, [channel]: checked }))
                      }
                      aria-label={t('collapse.extra.toggle', {
                        channel: t(`collapse.extra.${channel}`),
                      })}
                    />
                    <Text>
                      {notify[channel] ? t('collapse.extra.on') : t('collapse.extra.off')}
                    </Text>
                  </Flex>
                ),
              }))}
            />
            <Text type="secondary" style={{ display: 'block', marginTop: 12 }}>
              <SettingOutlined /> {t('collapse.extra.hint')}
            </Text>
          </Card>
        </Col>
      </Row>
    </>
  );
}
