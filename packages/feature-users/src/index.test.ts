import { describeFeature } from '@tessera/ui/testing';
import { usersFeature } from './index';

describeFeature(usersFeature, {
  routes: ['/apps/user/list', '/apps/user/view', '/apps/user/view/:id'],
  menu: [
    {
      title: 'users:nav.users',
      section: 'common:section.apps',
      paths: ['/apps/user/list', '/apps/user/view'],
    },
  ],
});
