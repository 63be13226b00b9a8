import { Card, Col, Descriptions, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PageHeader,
  Paragraph,
  useLayoutSetting,
  useLayoutWhileMounted,
  useOwnLayoutSetting,
  type LayoutSettings,
} from '@tessera/ui';
import type { LayoutDemo } from './catalogue';
import { OtherLayouts } from './OtherLayouts';

/** The settings these pages hold: each is named as the customizer names it. */
type HeldSetting = 'menuCollapsed' | 'menuHidden' | 'contentWidth';

interface HeldLayoutPageProps {
  slug: LayoutDemo;
  /** The one setting the page shows, and its value there. */
  setting: HeldSetting;
  value: LayoutSettings[HeldSetting];
  /** Content of the page's own below the explanation. */
  children?: ReactNode;
}

/**
 * A page shown in one layout setting, whatever the user chose: it says what it holds, what the
 * user's own choice is (it comes back when the page is left), and leads to the other layouts.
 */
export function HeldLayoutPage({ slug, setting, value, children }: HeldLayoutPageProps) {
  const { t } = useTranslation('showcase');
  useLayoutWhileMounted({ [setting]: value });
  const [shown] = useLayoutSetting(setting);
  const own = useOwnLayoutSetting(setting);
  const name =
    setting === 'contentWidth'
      ? t('common:customizer.contentWidth.label')
      : t(`common:customizer.${setting}`);
  const say = (current: LayoutSettings[HeldSetting]) =>
    typeof current === 'boolean'
      ? t(current ? 'layouts.on' : 'layouts.off')
      : t(`common:customizer.contentWidth.${current}`);

  return (
    <>
      <PageHeader
        title={t(`titles.layouts.${slug}`)}
        description={t(`layouts.${slug}.description`)}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('layouts.setting')}>
            <Paragraph>{t(`layouts.${slug}.what`)}</Paragraph>
            <Descriptions
              column={1}
              size="small"
              bordered
              items={[
                { key: 'shown', label: t('layouts.shown', { name }), children: say(shown) },
                { key: 'own', label: t('layouts.own', { name }), children: say(own) },
              ]}
            />
            <Paragraph type="secondary" style={{ marginTop: 16 }}>
              {t('layouts.restore')}
            </Paragraph>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <OtherLayouts current={slug} />
        </Col>
        {children}
      </Row>
    </>
  );
}
