import { MessageOutlined } from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import { chatPath } from './paths';

// No action/subject: the chat app needs `manage all` (admins only), as its server domain does.
export const chatRoutes: FeatureRoute[] = [
  {
    path: chatPath,
    load: () => import('./views/ChatPage'),
    meta: {
      title: 'chat:titles.chat',
      breadcrumb: [{ title: 'chat:nav.chat' }],
      search: { icon: MessageOutlined },
    },
  },
];
