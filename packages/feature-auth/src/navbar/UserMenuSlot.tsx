import { lazyView } from '@tessera/ui';

// The menu (antd Dropdown, Avatar…) loads with the default layout, not with the first page.
export const UserMenuSlot = lazyView(() => import('./UserMenu'));
