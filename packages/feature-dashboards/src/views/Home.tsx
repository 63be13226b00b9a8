import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shellKey, useFeatures, type NavigationItem } from '@tessera/ui';

function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/**
 * A plain welcome page listing the apps this build composes. Their titles come from the shell
 * namespace, like the menu's: the apps' own namespaces load with their pages, not here.
 */
export default function Home() {
  const { t } = useTranslation('dashboards');
  const links = useFeatures()
    .flatMap((feature) => flatten(feature.navigation ?? []))
    .filter((item) => item.path && item.path !== '/');
  return (
    <section data-testid="home-page">
      <Typography.Title level={2}>{t('titles.home')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {links.map((item) => (
          <Col key={item.key} xs={24} sm={12} lg={8}>
            <Link to={item.path as string}>
              <Card hoverable>
                <Card.Meta avatar={item.icon} title={t(shellKey(item.title))} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </section>
  );
}
