import { FileOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature, type NavigationItem } from '@tessera/ui';
import {
  accountSettingsPath,
  apiKeysPath,
  faqPath,
  knowledgeBasePath,
  licensePath,
  modalExamplesPath,
  pricingPath,
  profilePath,
} from './paths';
import { pagesRoutes } from './routes';

/** A menu entry every signed-in account sees (`read ACL`, as the routes). */
const entry = (key: string, path: string): NavigationItem => ({
  key: `pages-${key}`,
  title: `pages:nav.${key}`,
  path,
  action: 'read',
  subject: 'ACL',
});

/**
 * The content pages: profile, account settings, FAQ, knowledge base, pricing, API keys, the
 * licence and the modal examples.
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
        entry('profile', profilePath),
        entry('accountSettings', accountSettingsPath),
        entry('faq', faqPath),
        entry('knowledgeBase', knowledgeBasePath),
        entry('pricing', pricingPath),
        entry('apiKeys', apiKeysPath),
        entry('license', licensePath),
        entry('modalExamples', modalExamplesPath),
      ],
    },
  ],
});
