import { Layout } from 'antd';
import { Outlet } from 'react-router';

/** Placeholder until the full layout lands. */
export function DefaultLayout() {
  return (
    <Layout>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
