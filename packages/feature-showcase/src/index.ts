import { ExperimentOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature, type FeatureRoute } from '@tessera/ui';
import { componentExtrasPath } from './paths';

const routes: FeatureRoute[] = [
  {
    path: componentExtrasPath,
    load: () => import('./views/ComponentExtrasPage'),
    meta: {
      title: 'showcase:titles.componentExtras',
      search: { icon: ExperimentOutlined },
    },
  },
];

/**
 * The template's showcase: pages that show what antd and ui's parts can do, in our theme. They
 * call no server and keep no state beyond the page.
 */
export const showcaseFeature = defineFeature({
  id: 'showcase',
  namespace: 'showcase',
  routes,
  navigation: [
    {
      key: 'showcase-components',
      title: 'showcase:nav.components',
      icon: createElement(ExperimentOutlined),
      section: 'common:section.userInterface',
      children: [
        {
          key: 'showcase-component-extras',
          title: 'showcase:nav.componentExtras',
          path: componentExtrasPath,
        },
      ],
    },
  ],
});
