import { ReadOutlined } from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import { blogListPath } from './paths';

// Every signed-in account reads the blog (`read ACL`: clients too), as the server allows; the
// editor has no action/subject, so it needs `manage all` (admins), as its calls do.
const everyone = { action: 'read', subject: 'ACL' } as const;
const trail = [{ title: 'blog:nav.blog', path: blogListPath }];

export const blogRoutes: FeatureRoute[] = [
  {
    path: blogListPath,
    load: () => import('./views/list/BlogListPage'),
    meta: {
      ...everyone,
      title: 'blog:titles.list',
      breadcrumb: [{ title: 'blog:nav.blog' }],
      search: { icon: ReadOutlined },
    },
  },
  {
    path: '/pages/blog/detail/:id',
    load: () => import('./views/detail/BlogDetailPage'),
    meta: { ...everyone, title: 'blog:titles.detail', breadcrumb: trail },
  },
  {
    path: '/pages/blog/edit/:id',
    load: () => import('./views/edit/BlogEditPage'),
    meta: { title: 'blog:titles.edit', breadcrumb: trail },
  },
];
