import {
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Card, Col, Dropdown, Flex, Row, Space, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import './components.css';

const actions = ['edit', 'copy', 'share', 'delete'] as const;
const actionIcons = {
  edit: <EditOutlined />,
  copy: <CopyOutlined />,
  share: <ShareAltOutlined />,
  delete: <DeleteOutlined />,
};
const triggers = ['click', 'hover'] as const;

/**
 * antd's Dropdown in our theme: opened by a click, by hovering or by a context menu, with
 * disabled and dangerous entries, and a split button. Each choice is reported.
 */
export default function DropdownsDemo() {
  const { t } = useTranslation('showcase');
  const [chosen, setChosen] = useState<string>();

  const choose: MenuProps['onClick'] = ({ key }) =>
    setChosen(t(`dropdowns.actions.${key as (typeof actions)[number]}`));
  const menu = (disabled: string[] = []): MenuProps => ({
    onClick: choose,
    items: [
      ...actions.slice(0, 3).map((key) => ({
        key,
        icon: actionIcons[key],
        label: t(`dropdowns.actions.${key}`),
        disabled: disabled.includes(key),
      })),
      { type: 'divider' as const },
      {
        key: 'delete',
        icon: actionIcons.delete,
        label: t('dropdowns.actions.delete'),
        danger: true,
      },
    ],
  });

  return (
    <>
      <PageHeader
        title={t('titles.components.dropdowns')}
        description={t('dropdowns.description')}
      />
      <Text role="status" style={{ display: 'block', marginBottom: 16 }}>
        {chosen ? t('dropdowns.chosen', { action: chosen }) : t('dropdowns.none')}
      </Text>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('dropdowns.triggers.title')}>
            <Flex wrap gap="small">
              {triggers.map((trigger) => (
                <Dropdown key={trigger} trigger={[trigger]} menu={menu()}>
                  <Button>
                    <Space>
                      {t(`dropdowns.triggers.${trigger}`)}
                      <DownOutlined />
                    </Space>
                  </Button>
                </Dropdown>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dropdowns.context.title')}>
            <Dropdown trigger={['contextMenu']} menu={menu()}>
              <div className="demo-context-area" tabIndex={0} role="button" aria-haspopup="menu">
                {t('dropdowns.context.area')}
              </div>
            </Dropdown>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dropdowns.disabled.title')}>
            <Flex wrap gap="small">
              <Dropdown trigger={['click']} menu={menu(['copy', 'share'])}>
                <Button>
                  <Space>
                    {t('dropdowns.disabled.some')}
                    <DownOutlined />
                  </Space>
                </Button>
              </Dropdown>
              <Dropdown trigger={['click']} menu={menu()} disabled>
                <Button>
                  <Space>
                    {t('dropdowns.disabled.all')}
                    <DownOutlined />
                  </Space>
                </Button>
              </Dropdown>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dropdowns.split.title')}>
            <Space.Compact>
              <Button type="primary" onClick={() => setChosen(t('dropdowns.actions.save'))}>
                {t('dropdowns.actions.save')}
              </Button>
              <Dropdown
                trigger={['click']}
                placement="bottomRight"
                menu={{
                  onClick: ({ key }) => setChosen(t(`dropdowns.split.${key as 'draft' | 'later'}`)),
                  items: [
                    { key: 'draft', label: t('dropdowns.split.draft') },
                    { key: 'later', label: t('dropdowns.split.later') },
                  ],
                }}
              >
                <Button
                  type="primary"
                  icon={<DownOutlined aria-hidden />}
                  aria-label={t('dropdowns.split.more')}
                />
              </Dropdown>
            </Space.Compact>
          </Card>
        </Col>
      </Row>
    </>
  );
}
