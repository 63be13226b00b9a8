import { MailOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { emailPath } from './paths';
import { emailRoutes } from './routes';

/**
 * The mailbox: folders, labels and search; bulk changes; reading a mail and moving through its
 * list; composing (the rich-text editor loads with the composer). Admins only. Only this
 * descriptor ships with the first page; the view and its server state (`./api`) load with the
 * route. No slice and no saga: the open mail and the list live in the URL, the rest is server
 * state.
 */
export const emailFeature = defineFeature({
  id: 'email',
  namespace: 'email',
  routes: emailRoutes,
  navigation: [
    {
      key: 'email',
      title: 'email:nav.email',
      icon: createElement(MailOutlined),
      path: emailPath,
      section: 'common:section.apps',
    },
  ],
});
