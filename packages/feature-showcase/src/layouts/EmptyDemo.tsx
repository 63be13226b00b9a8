import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton, PageHeader } from '@tessera/ui';
import { demoPath } from '../demoSection';
import { layoutDemos } from './catalogue';

/** A page with nothing in it yet: its header, then an empty state that says so. */
export default function EmptyDemo() {
  const { t } = useTranslation('showcase');
  return (
    <>
      <PageHeader title={t('titles.layouts.empty')} description={t('layouts.empty.description')} />
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('layouts.empty.state')}
        style={{ paddingBlock: 48 }}
      >
        <LinkButton type="primary" to={demoPath(layoutDemos, 'collapsed-menu')}>
          {t('layouts.empty.next')}
        </LinkButton>
      </Empty>
    </>
  );
}
