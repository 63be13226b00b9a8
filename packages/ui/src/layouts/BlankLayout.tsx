import { theme } from 'antd';
import { Outlet } from 'react-router';

/** Auth and misc pages: the page centred on the skin's background; no menu, no navbar. */
export function BlankLayout() {
  const { token } = theme.useToken();
  return (
    <main
      className="blank-layout"
      data-testid="blank-layout"
      style={{ background: token.colorBgLayout, color: token.colorText }}
    >
      <Outlet />
    </main>
  );
}
