import { ApiOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature, templateSection, type FeatureRoute } from '@tessera/ui';
import { apiReferencePath } from './paths';

// No action/subject: the reference is for admins (`manage all`), like the other template pages.
const routes: FeatureRoute[] = [
  {
    path: apiReferencePath,
    load: () => import('./views/ApiReferencePage'),
    meta: { title: 'api-reference:titles.reference', search: { icon: ApiOutlined } },
  },
];

/**
 * The API reference: the contract's OpenAPI document (/openapi.json, generated from the endpoint
 * table by the build) rendered by RapiDoc, a library that loads with this page only. No slice,
 * no saga and no server state: the page fetches a static file.
 */
export const apiReferenceFeature = defineFeature({
  id: 'api-reference',
  namespace: 'api-reference',
  routes,
  navigation: [
    {
      key: 'api-reference',
      title: 'api-reference:nav.reference',
      icon: createElement(ApiOutlined),
      section: templateSection,
      path: apiReferencePath,
    },
  ],
});
