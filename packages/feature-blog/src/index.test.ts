import { describeFeature } from '@tessera/ui/testing';
import { blogFeature } from './index';

// The list and the post for every signed-in account, the editor for admins.
describeFeature(blogFeature, {
  routes: {
    '/pages/blog/list': ['admin', 'client'],
    '/pages/blog/detail/:id': ['admin', 'client'],
    '/pages/blog/edit/:id': ['admin'],
  },
  menu: [{ title: 'blog:nav.blog', section: 'common:section.pages', paths: ['/pages/blog/list'] }],
});

it('shows the Blog menu entry to clients too', () => {
  expect(blogFeature.navigation?.[0]).toMatchObject({ action: 'read', subject: 'ACL' });
});
