import { HomeOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';

/** Dashboards. Until the dashboards app lands, `/` is a plain home page for admins. */
export const dashboardsFeature = defineFeature({
  id: 'dashboards',
  namespace: 'dashboards',
  routes: [{ path: '/', load: () => import('./views/Home'), meta: { title: 'dashboards:home.title' } }],
  navigation: [
    {
      key: 'home',
      title: 'dashboards:home.menu',
      icon: createElement(HomeOutlined),
      path: '/',
      section: 'common:section.dashboards',
    },
  ],
});
