import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '@tessera/ui';
import { demoPath } from '../demoSection';
import { layoutDemos, type LayoutDemo } from './catalogue';

/**
 * The way to the section's other pages from inside the page: without the menu (or without
 * anything), a demo must still lead somewhere.
 */
export function OtherLayouts({ current }: { current: LayoutDemo }) {
  const { t } = useTranslation('showcase');
  return (
    <Card title={t('layouts.others')}>
      <Flex gap="small" wrap>
        {layoutDemos.slugs
          .filter((slug) => slug !== current)
          .map((slug) => (
            <LinkButton key={slug} to={demoPath(layoutDemos, slug)}>
              {t(`titles.layouts.${slug}`)}
            </LinkButton>
          ))}
        <LinkButton to="/" type="link">
          {t('layouts.home')}
        </LinkButton>
      </Flex>
    </Card>
  );
}
