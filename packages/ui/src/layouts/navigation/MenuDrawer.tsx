import { Drawer } from 'antd';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../layout/slice';
import { Brand } from '../brand/Brand';
import { MainMenu } from './MainMenu';

/** Below the `lg` breakpoint the menu lives in a drawer on the start side. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { direction } = useSelector(selectLayout);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement={direction === 'rtl' ? 'right' : 'left'}
      size={280}
      title={<Brand />}
      className="app-menu-drawer"
      styles={{ body: { padding: 0 } }}
    >
      <MainMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}

export default MenuDrawer;
