import { ReadOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { blogListPath } from './paths';
import { blogRoutes } from './routes';

/**
 * The blog, among the content pages: the list of posts with its sidebar, a post with its comments
 * and bookmark, and the post's editor (admins). Only this descriptor ships with the first page;
 * each view loads with its route, its server state (`./api`) with the views. No slice and no
 * saga: no workflow of its own.
 */
export const blogFeature = defineFeature({
  id: 'blog',
  namespace: 'blog',
  routes: blogRoutes,
  navigation: [
    {
      key: 'blog',
      title: 'blog:nav.blog',
      icon: createElement(ReadOutlined),
      section: 'common:section.pages',
      path: blogListPath,
      action: 'read',
      subject: 'ACL',
    },
  ],
});
