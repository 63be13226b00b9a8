import { SettingOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../layout/slice';
import { useFeatures } from '../../shell/FeaturesContext';
import { Brand } from '../brand/Brand';
import { collectNavbarSlots } from '../navigation/navigation';
import { LanguageSwitcher } from './LanguageSwitcher';
import { navbarBackground } from './navbarColors';
import { SkinToggle } from './SkinToggle';

/** Text buttons on a coloured navbar are white, like its text. */
const onColorTheme: ThemeConfig = {
  components: {
    Button: {
      textTextColor: '#fff',
      textTextHoverColor: '#fff',
      textTextActiveColor: '#fff',
      textHoverBg: 'rgba(255, 255, 255, 0.16)',
    },
  },
};

interface NavbarProps {
  /** The menu button of the current layout (collapse or drawer), if any. */
  toggle: ReactNode;
  /** Shown when no side menu carries the brand (horizontal layout, small screens, hidden menu). */
  showBrand: boolean;
  onOpenCustomizer: () => void;
}

export function Navbar({ toggle, showBrand, onOpenCustomizer }: NavbarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { navbarType, navbarColor } = useSelector(selectLayout);
  const features = useFeatures();
  const slots = useMemo(() => collectNavbarSlots(features), [features]);
  if (navbarType === 'hidden') return null;

  const background = navbarBackground(navbarColor);
  const colors = {
    '--app-navbar-bg': background ?? token.colorBgContainer,
    '--app-navbar-text': background ? '#fff' : token.colorText,
  } as CSSProperties;
  const bar = (
    <div className="app-navbar">
      {toggle}
      {showBrand && <Brand />}
      {slots.start.map(({ key, component: Slot }) => (
        <Slot key={key} />
      ))}
      <div className="app-navbar__spacer" />
      <LanguageSwitcher />
      <SkinToggle />
      <Button
        type="text"
        icon={<SettingOutlined aria-hidden />}
        aria-label={t('customizer.open')}
        aria-haspopup="dialog"
        data-testid="customizer-open"
        onClick={onOpenCustomizer}
      />
      {slots.end.map(({ key, component: Slot }) => (
        <Slot key={key} />
      ))}
    </div>
  );
  return (
    <header className={`app-header app-header--${navbarType}`} style={colors}>
      <div className="app-frame">
        {background ? <ConfigProvider theme={onColorTheme}>{bar}</ConfigProvider> : bar}
      </div>
    </header>
  );
}
