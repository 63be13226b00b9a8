import { Layout } from 'antd';
import { useSelector } from 'react-redux';
import { selectLayout } from '../../layout/slice';
import { isDarkMenu } from '../../theme/theme';
import { Brand } from '../brand/Brand';
import { MainMenu } from './MainMenu';

export const siderId = 'app-sider';

/** The vertical layout's side menu: brand on top, the menu below; collapses to icons. */
export function VerticalSider() {
  const { menuCollapsed, skin } = useSelector(selectLayout);
  const dark = isDarkMenu(skin);
  return (
    <Layout.Sider
      id={siderId}
      className={dark ? 'app-sider app-sider--dark' : 'app-sider'}
      theme={dark ? 'dark' : 'light'}
      width={260}
      collapsedWidth={80}
      collapsible
      collapsed={menuCollapsed}
      trigger={null}
    >
      <div className="app-sider__brand">
        <Brand compact={menuCollapsed} />
      </div>
      <MainMenu mode="inline" dark={dark} />
    </Layout.Sider>
  );
}
