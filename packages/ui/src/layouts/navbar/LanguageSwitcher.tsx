import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The languages the i18n instance offers (its `supportedLngs`, else its inline resources). */
export function availableLanguages(instance: i18n): string[] {
  const supported = instance.options.supportedLngs;
  const codes = Array.isArray(supported)
    ? supported
    : Object.keys(instance.options.resources ?? {});
  // `cimode` is i18next's key-display mode for developers, not a language.
  return codes.filter((code) => code !== 'cimode');
}

/** Picks the interface language; each language is named in itself (common `language.<code>`). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const items: MenuProps['items'] = availableLanguages(i18n).map((code) => ({
    key: code,
    label: <span lang={code}>{t(`language.${code}`)}</span>,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.change', { language: t(`language.${current}`) })}
        data-testid="language-switcher"
      />
    </Dropdown>
  );
}
