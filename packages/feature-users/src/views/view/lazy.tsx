import { Card, Skeleton } from 'antd';
import { lazyDialog, lazyView } from '@tessera/ui';

// What the user page shows only on demand loads then, not with the page: its form dialogs
// (when first opened) and the tabs other than the first (when first selected).

export const EditUserModal = lazyDialog(() =>
  import('./EditUserModal').then((module) => ({ default: module.EditUserModal })),
);

export const UpgradePlanModal = lazyDialog(() =>
  import('./UpgradePlanModal').then((module) => ({ default: module.UpgradePlanModal })),
);

export const TwoStepModal = lazyDialog(() =>
  import('./tabs/TwoStepModal').then((module) => ({ default: module.TwoStepModal })),
);

/** A tab's place while its code loads: a card of its size, grey. */
const tabFallback = (
  <Card style={{ marginBottom: 24 }}>
    <Skeleton active paragraph={{ rows: 6 }} />
  </Card>
);

export const SecurityTab = lazyView(
  () => import('./tabs/SecurityTab').then((module) => ({ default: module.SecurityTab })),
  tabFallback,
);

export const BillingTab = lazyView(
  () => import('./tabs/BillingTab').then((module) => ({ default: module.BillingTab })),
  tabFallback,
);

export const NotificationsTab = lazyView(
  () => import('./tabs/NotificationsTab').then((module) => ({ default: module.NotificationsTab })),
  tabFallback,
);

export const ConnectionsTab = lazyView(
  () => import('./tabs/ConnectionsTab').then((module) => ({ default: module.ConnectionsTab })),
  tabFallback,
);
