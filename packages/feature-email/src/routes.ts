import { MailOutlined } from '@ant-design/icons';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import { emailPath, folderRoute, labelRoute } from './paths';

// No action/subject: the mailbox needs `manage all` (admins), as its server calls do.
const meta: RouteMeta = {
  title: 'email:titles.email',
  // Home › Apps › Email, as in the menu.
  breadcrumb: [{ title: 'common:section.apps' }],
  search: { icon: MailOutlined },
};
const load = () => import('./views/EmailPage');

export const emailRoutes: FeatureRoute[] = [
  { path: emailPath, load, meta },
  { path: labelRoute, load, meta },
  { path: folderRoute, load, meta },
];
