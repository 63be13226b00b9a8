import { Outlet } from 'react-router';

/** Auth and misc pages: no menu, no navbar. */
export function BlankLayout() {
  return (
    <main className="blank-layout">
      <Outlet />
    </main>
  );
}
