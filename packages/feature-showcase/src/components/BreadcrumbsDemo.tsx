import { AppstoreOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { Breadcrumb, Card, Col, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, Text } from '@tessera/ui';

/** antd's Breadcrumb in our theme: router links to the app's pages, separators, a dropdown. */
export default function BreadcrumbsDemo() {
  const { t } = useTranslation('showcase');
  const here = t('titles.components.breadcrumbs');

  return (
    <>
      <PageHeader title={here} description={t('breadcrumbs.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('breadcrumbs.links.title')}>
            <Flex vertical gap="middle">
              <Breadcrumb
                aria-label={t('breadcrumbs.links.label')}
                items={[
                  { title: <Link to="/">{t('breadcrumbs.pages.home')}</Link> },
                  { title: <Link to="/apps/user/list">{t('breadcrumbs.pages.users')}</Link> },
                  { title: <span aria-current="page">{t('breadcrumbs.pages.newest')}</span> },
                ]}
              />
              <Text type="secondary">{t('breadcrumbs.links.text')}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('breadcrumbs.icons.title')}>
            <Breadcrumb
              aria-label={t('breadcrumbs.icons.label')}
              items={[
                {
                  title: (
                    <Link to="/" aria-label={t('breadcrumbs.pages.home')}>
                      <HomeOutlined />
                    </Link>
                  ),
                },
                {
                  title: (
                    <Link to="/apps/user/list">
                      <UserOutlined /> {t('breadcrumbs.pages.users')}
                    </Link>
                  ),
                },
                { title: <span aria-current="page">{t('breadcrumbs.pages.settings')}</span> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('breadcrumbs.separator.title')}>
            <Flex vertical gap="middle">
              <Breadcrumb
                aria-label={t('breadcrumbs.separator.arrow')}
                separator="›"
                items={[
                  { title: <Link to="/">{t('breadcrumbs.pages.home')}</Link> },
                  { title: <Link to="/apps/invoice/list">{t('breadcrumbs.pages.invoices')}</Link> },
                  { title: <span aria-current="page">{t('breadcrumbs.pages.draft')}</span> },
                ]}
              />
              <Breadcrumb
                aria-label={t('breadcrumbs.separator.mixed')}
                separator=""
                items={[
                  { title: <Link to="/">{t('breadcrumbs.pages.home')}</Link> },
                  { type: 'separator', separator: ':' },
                  { title: <Link to="/apps/email">{t('breadcrumbs.pages.email')}</Link> },
                  { type: 'separator' },
                  { title: <span aria-current="page">{t('breadcrumbs.pages.inbox')}</span> },
                ]}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('breadcrumbs.dropdown.title')}>
            <Breadcrumb
              aria-label={t('breadcrumbs.dropdown.label')}
              items={[
                { title: <Link to="/">{t('breadcrumbs.pages.home')}</Link> },
                {
                  title: (
                    <span>
                      <AppstoreOutlined /> {t('breadcrumbs.pages.apps')}
                    </span>
                  ),
                  menu: {
                    items: [
                      {
                        key: 'users',
                        label: <Link to="/apps/user/list">{t('breadcrumbs.pages.users')}</Link>,
                      },
                      {
                        key: 'invoices',
                        label: (
                          <Link to="/apps/invoice/list">{t('breadcrumbs.pages.invoices')}</Link>
                        ),
                      },
                      {
                        key: 'email',
                        label: <Link to="/apps/email">{t('breadcrumbs.pages.email')}</Link>,
                      },
                    ],
                  },
                },
                { title: <span aria-current="page">{here}</span> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
