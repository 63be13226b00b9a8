import { HomeOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';

/** Dashboards. Until the dashboards app lands, `/` is a plain home page for admins. */
export const dashboardsFeature = defineFeature({
  id: 'dashboards',
  namespace: 'dashboards',
  routes: [
    { path: '/', load: () => import('./views/Home'), meta: { title: 'dashboards:titles.home' } },
  ],
  navigation: [
    {
      key: 'home',
      title: 'dashboards:nav.home',
      icon: createElement(HomeOutlined),
      path: '/',
      section: 'common:section.dashboards',
    },
  ],
});
