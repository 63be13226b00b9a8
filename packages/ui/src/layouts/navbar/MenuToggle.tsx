import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { menuCollapseToggled, selectLayout } from '../../layout/slice';
import { siderId } from '../navigation/VerticalSider';

/** Desktop, vertical layout: folds the side menu to icons (persisted). */
export function CollapseToggle() {
  const { t } = useTranslation();
  const { menuCollapsed } = useSelector(selectLayout);
  const dispatch = useDispatch();
  return (
    <Button
      type="text"
      className="app-menu-toggle"
      icon={menuCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      aria-label={t(menuCollapsed ? 'menu.expand' : 'menu.collapse')}
      aria-expanded={!menuCollapsed}
      aria-controls={siderId}
      data-testid="menu-toggle"
      onClick={() => dispatch(menuCollapseToggled())}
    />
  );
}

/** Below `lg`: opens the menu drawer. */
export function DrawerToggle({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<MenuOutlined aria-hidden />}
      aria-label={t('menu.open')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="menu-toggle"
      onClick={onOpen}
    />
  );
}
