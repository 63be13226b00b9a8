import { MessageOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { chatPath } from './paths';
import { chatRoutes } from './routes';

/**
 * The chat app: the chats and contacts beside the open thread, the user's chat profile and a
 * contact's details. Admins only. Only this descriptor ships with the first page; the page loads
 * with its route, and its server state (`./api`) with it. No slice and no saga: the app has no
 * workflow of its own.
 */
export const chatFeature = defineFeature({
  id: 'chat',
  namespace: 'chat',
  routes: chatRoutes,
  navigation: [
    {
      key: 'chat',
      title: 'chat:nav.chat',
      icon: createElement(MessageOutlined),
      section: 'common:section.apps',
      path: chatPath,
    },
  ],
});
