import { FileOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { faqPath, knowledgeBasePath, pricingPath } from './paths';
import { pagesRoutes } from './routes';

/**
 * The content pages: FAQ, knowledge base and pricing.
 * Every signed-in account reads them. Only this descriptor ships with the first page; each view
 * loads with its route, its server state (`./api`) with the views. No slice and no saga: no
 * workflow of its own.
 */
export const pagesFeature = defineFeature({
  id: 'pages',
  namespace: 'pages',
  routes: pagesRoutes,
  navigation: [
    {
      key: 'pages',
      title: 'pages:nav.pages',
      icon: createElement(FileOutlined),
      section: 'common:section.pages',
      action: 'read',
      subject: 'ACL',
      children: [
        { key: 'pages-faq', title: 'pages:nav.faq', path: faqPath, action: 'read', subject: 'ACL' },
        {
          key: 'pages-kb',
          title: 'pages:nav.knowledgeBase',
          path: knowledgeBasePath,
          action: 'read',
          subject: 'ACL',
        },
        {
          key: 'pages-pricing',
          title: 'pages:nav.pricing',
          path: pricingPath,
          action: 'read',
          subject: 'ACL',
        },
      ],
    },
  ],
});
