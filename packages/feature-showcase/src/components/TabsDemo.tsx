import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Segmented, Tabs, type TabsProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph, Text } from '@tessera/ui';

const sections = ['overview', 'activity', 'members'] as const;
const placements = ['top', 'bottom', 'start', 'end'] as const;
type Placement = (typeof placements)[number];

/**
 * antd's Tabs in our theme: line and card tabs, tabs added and closed, each placement. The tabs
 * fit a phone's width, and drafts are added and closed by buttons outside the tab bar: antd puts
 * its overflow menu and its add and close buttons inside the tab list, which axe refuses.
 */
export default function TabsDemo() {
  const { t } = useTranslation('showcase');
  const [placement, setPlacement] = useState<Placement>('top');
  // The editable tabs: numbered drafts, the next number never reused.
  const [drafts, setDrafts] = useState([1, 2]);
  const [activeDraft, setActiveDraft] = useState('1');
  const nextDraft = useRef(3);

  const sectionItems = (disabled?: string): TabsProps['items'] =>
    sections.map((section) => ({
      key: section,
      label: t(`tabs.sections.${section}`),
      disabled: section === disabled,
      children: <Paragraph>{t(`tabs.content.${section}`)}</Paragraph>,
    }));

  const addDraft = () => {
    const number = nextDraft.current++;
    setDrafts((current) => [...current, number]);
    setActiveDraft(String(number));
  };
  const closeDraft = (closed: number) => {
    const left = drafts.filter((draft) => draft !== closed);
    setDrafts(left);
    // Closing the open tab opens its neighbour, as a browser does.
    if (String(closed) === activeDraft && left.length) {
      const index = Math.min(drafts.indexOf(closed), left.length - 1);
      setActiveDraft(String(left[index]));
    }
  };

  return (
    <>
      <PageHeader title={t('titles.components.tabs')} description={t('tabs.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('tabs.line.title')}>
            <Tabs items={sectionItems('members')} tabBarGutter={16} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tabs.card.title')}>
            <Tabs type="card" items={sectionItems()} defaultActiveKey="activity" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={t('tabs.editable.title')}
            extra={
              <Button size="small" icon={<PlusOutlined aria-hidden />} onClick={addDraft}>
                {t('tabs.editable.add')}
              </Button>
            }
          >
            <Flex vertical gap="small">
              {drafts.length ? (
                <Tabs
                  type="editable-card"
                  hideAdd
                  activeKey={activeDraft}
                  onChange={setActiveDraft}
                  tabBarGutter={4}
                  items={drafts.map((draft) => ({
                    key: String(draft),
                    label: t('tabs.editable.draft', { number: draft }),
                    closable: false,
                    children: (
                      <Flex vertical gap="small" align="start">
                        <Paragraph>{t('tabs.editable.content', { number: draft })}</Paragraph>
                        <Button size="small" onClick={() => closeDraft(draft)}>
                          {t('tabs.editable.close', { number: draft })}
                        </Button>
                      </Flex>
                    ),
                  }))}
                />
              ) : (
                <Text type="secondary">{t('tabs.editable.empty')}</Text>
              )}
              <Text type="secondary" role="status">
                {t('tabs.editable.count', { count: drafts.length })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tabs.placement.title')}>
            <Flex vertical gap="middle">
              <Segmented<Placement>
                aria-label={t('tabs.placement.label')}
                options={placements.map((value) => ({
                  value,
                  label: t(`tabs.placement.${value}`),
                }))}
                value={placement}
                onChange={setPlacement}
              />
              <Tabs
                tabPlacement={placement}
                items={sectionItems()}
                tabBarGutter={16}
                data-testid="placed-tabs"
              />
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
