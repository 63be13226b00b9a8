import { Card, Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { Paragraph } from '@tessera/ui';
import { HeldLayoutPage } from './HeldLayoutPage';

const columns = [1, 2, 3, 4];

/** The page's content across the whole width of the window, for as long as it shows. */
export default function LayoutFullDemo() {
  const { t } = useTranslation('showcase');
  return (
    <HeldLayoutPage slug="layout-full" setting="contentWidth" value="full">
      {columns.map((column) => (
        <Col key={column} xs={24} md={12} xl={6}>
          <Card title={t('layouts.layout-full.column', { number: column })}>
            <Paragraph type="secondary">{t('layouts.layout-full.columnText')}</Paragraph>
          </Card>
        </Col>
      ))}
    </HeldLayoutPage>
  );
}
