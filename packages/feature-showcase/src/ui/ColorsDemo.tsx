import { CopyOutlined } from '@ant-design/icons';
import { Card, Col, Row, Segmented, theme, type GlobalToken } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  IconAction,
  LtrText,
  PageHeader,
  skins,
  Text,
  useLayoutSetting,
  useCopyText,
} from '@tessera/ui';
import './ui.css';

type ColorToken = {
  [Name in keyof GlobalToken]-?: GlobalToken[Name] extends string
    ? Name extends `color${string}`
      ? Name
      : never
    : never;
}[keyof GlobalToken];

/** The tokens shown, by group, in the order a designer reads them. */
const groups: Record<string, ColorToken[]> = {
  brand: [
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorPrimaryBg',
    'colorPrimaryBorder',
    'colorPrimaryText',
    'colorLink',
  ],
  success: ['colorSuccess', 'colorSuccessBg', 'colorSuccessBorder', 'colorSuccessText'],
  warning: ['colorWarning', 'colorWarningBg', 'colorWarningBorder', 'colorWarningText'],
  error: ['colorError', 'colorErrorBg', 'colorErrorBorder', 'colorErrorText'],
  info: ['colorInfo', 'colorInfoBg', 'colorInfoBorder', 'colorInfoText'],
  text: [
    'colorTextHeading',
    'colorText',
    'colorTextSecondary',
    'colorTextDescription',
    'colorTextTertiary',
    'colorTextLightSolid',
  ],
  surfaces: [
    'colorBgLayout',
    'colorBgContainer',
    'colorBgElevated',
    'colorBgSpotlight',
    'colorBorder',
    'colorBorderSecondary',
    'colorSplit',
    'colorFill',
    'colorFillSecondary',
    'colorFillTertiary',
  ],
};

/**
 * The colour tokens of the skin in use, read from antd's theme: switching the skin here or in
 * the customizer redraws them. Each value copies to the clipboard.
 */
export default function ColorsDemo() {
  const { t } = useTranslation('showcase');
  const { token } = theme.useToken();
  const [skin, setSkin] = useLayoutSetting('skin');
  const copy = useCopyText();

  return (
    <>
      <PageHeader
        title={t('titles.ui.colors')}
        description={t('colors.description')}
        extra={
          <Segmented
            aria-label={t('colors.skin')}
            value={skin}
            onChange={setSkin}
            options={skins.map((value) => ({
              value,
              label: t(`common:customizer.skin.${value}`),
            }))}
          />
        }
      />
      <Row gutter={[24, 24]}>
        {Object.entries(groups).map(([group, names]) => (
          <Col key={group} xs={24} xl={group === 'brand' || group === 'surfaces' ? 24 : 12}>
            <Card title={t(`colors.groups.${group}`)}>
              <ul className="demo-swatches" aria-label={t(`colors.groups.${group}`)}>
                {names.map((name) => {
                  const value = token[name];
                  return (
                    <li key={name} className="demo-swatch" data-token={name}>
                      <span
                        className="demo-swatch__chip"
                        style={{ background: value }}
                        aria-hidden
                      />
                      <span className="demo-swatch__text">
                        <span className="demo-swatch__name">{name}</span>
                        <Text type="secondary">
                          <LtrText>{value}</LtrText>
                        </Text>
                      </span>
                      <IconAction
                        label={t('colors.copy', { name, value })}
                        tip={t('colors.copyTip')}
                        icon={<CopyOutlined aria-hidden />}
                        onClick={() => void copy(value, t('colors.copied', { name, value }))}
                      />
                    </li>
                  );
                })}
              </ul>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
