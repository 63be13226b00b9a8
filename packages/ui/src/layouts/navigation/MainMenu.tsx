import { Menu, type MenuProps } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { useAccess } from '../../access/access';
import { templateSection } from '../../feature/types';
import { selectLayout } from '../../layout/slice';
import { useFeatures } from '../../shell/FeaturesContext';
import { toMenuItems } from './menuItems';
import { collectNavigation, filterNavigation, findActiveTrail, withoutSection } from './navigation';

interface MainMenuProps {
  mode: 'inline' | 'horizontal';
  dark?: boolean;
  /** Called when an item is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
  style?: CSSProperties;
}

/** The features' menu entries this user may see, as the `nav` landmark of the layout. */
export function MainMenu({ mode, dark = false, onNavigate, style }: MainMenuProps) {
  const { t } = useTranslation();
  const features = useFeatures();
  const { ability } = useAccess();
  const { pathname } = useLocation();
  const { templateShown } = useSelector(selectLayout);
  const visible = useMemo(() => {
    const items = filterNavigation(collectNavigation(features), ability);
    return templateShown ? items : withoutSection(items, templateSection);
  }, [features, ability, templateShown]);
  const items = useMemo(
    () => toMenuItems(visible, mode === 'inline' ? 'group' : 'submenu', t),
    [visible, mode, t],
  );
  const trail = useMemo(() => findActiveTrail(visible, pathname), [visible, pathname]);
  const onClick: MenuProps['onClick'] = () => onNavigate?.();
  return (
    <nav aria-label={t('menu.label')} className="app-menu-nav">
      <Menu
        data-testid="main-menu"
        mode={mode}
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={trail.slice(-1)}
        defaultOpenKeys={trail.slice(0, -1)}
        onClick={onClick}
        style={{ borderInlineEnd: 0, borderBottom: 0, ...style }}
      />
    </nav>
  );
}
