import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLayoutSetting } from '../../layout/useLayoutSetting';

/** Quick light/dark switch; the customizer offers every skin. */
export function SkinToggle() {
  const { t } = useTranslation();
  const [skin, setSkin] = useLayoutSetting('skin');
  const dark = skin === 'dark';
  return (
    <Button
      type="text"
      icon={dark ? <SunOutlined /> : <MoonOutlined />}
      aria-label={t('navbar.darkSkin')}
      aria-pressed={dark}
      data-testid="skin-toggle"
      onClick={() => setSkin(dark ? 'light' : 'dark')}
    />
  );
}
