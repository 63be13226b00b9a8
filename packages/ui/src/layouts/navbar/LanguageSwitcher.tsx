import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shell/useLanguage';

/** Picks the interface language; each language is named in itself (common `language.<code>`). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { current, languages, change } = useLanguage();
  const items: MenuProps['items'] = languages.map((code) => ({
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
        onClick: ({ key }) => void change(key),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined aria-hidden />}
        aria-label={t('language.change', { language: t(`language.${current}`) })}
        data-testid="language-switcher"
      />
    </Dropdown>
  );
}
