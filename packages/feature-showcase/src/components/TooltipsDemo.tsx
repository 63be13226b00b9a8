import { BoldOutlined, ItalicOutlined, LinkOutlined, UnderlineOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader, Paragraph } from '@tessera/ui';

const placements = ['top', 'left', 'right', 'bottom'] as const;
const tools = [
  { key: 'bold', icon: <BoldOutlined /> },
  { key: 'italic', icon: <ItalicOutlined /> },
  { key: 'underline', icon: <UnderlineOutlined /> },
  { key: 'link', icon: <LinkOutlined /> },
] as const;
// antd's presets and colours of our own, each dark enough for the tooltip's white text (AA).
const colours = [
  { key: 'purple', color: 'purple' },
  { key: 'geekblue', color: 'geekblue' },
  { key: 'magenta', color: '#c41d7f' },
  { key: 'teal', color: '#0f766e' },
  { key: 'red', color: '#b91c1c' },
] as const;

// Every tooltip here opens on focus as well as on hover: keyboard users read them too.
const trigger: ('hover' | 'focus')[] = ['hover', 'focus'];

/** antd's Tooltip in our theme: its placements, opening on focus, and its colours. */
export default function TooltipsDemo() {
  const { t } = useTranslation('showcase');
  return (
    <>
      <PageHeader title={t('titles.components.tooltips')} description={t('tooltips.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('tooltips.placements.title')}>
            <Flex gap="small" wrap>
              {placements.map((placement) => (
                <Tooltip
                  key={placement}
                  placement={placement}
                  trigger={trigger}
                  title={t(`tooltips.placements.tips.${placement}`)}
                >
                  <Button>{t(`tooltips.placements.${placement}`)}</Button>
                </Tooltip>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('tooltips.focus.title')}>
            <Flex vertical gap="middle">
              <Paragraph type="secondary">{t('tooltips.focus.help')}</Paragraph>
              <Flex gap="small" role="group" aria-label={t('tooltips.focus.toolbar')}>
                {tools.map(({ key, icon }) => (
                  <Tooltip key={key} trigger={trigger} title={t(`tooltips.focus.tools.${key}`)}>
                    <Button icon={icon} aria-label={t(`tooltips.focus.tools.${key}`)} />
                  </Tooltip>
                ))}
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('tooltips.colours.title')}>
            <Flex gap="small" wrap>
              {colours.map(({ key, color }) => (
                <Tooltip
                  key={key}
                  color={color}
                  trigger={trigger}
                  title={t(`tooltips.colours.tips.${key}`)}
                >
                  <Button>{t(`tooltips.colours.${key}`)}</Button>
                </Tooltip>
              ))}
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
