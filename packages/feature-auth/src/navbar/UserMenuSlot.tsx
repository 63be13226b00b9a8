import { lazy, Suspense } from 'react';

// The menu (antd Dropdown, Avatar…) loads with the default layout, not with the first page.
const UserMenu = lazy(() => import('./UserMenu'));

export function UserMenuSlot() {
  return (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  );
}
