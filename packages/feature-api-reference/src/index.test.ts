import { describeFeature } from '@tessera/ui/testing';
import { apiReferenceFeature } from './index';

describeFeature(apiReferenceFeature, {
  routes: ['/api-reference'],
  menu: [
    {
      title: 'api-reference:nav.reference',
      section: 'common:section.template',
      paths: ['/api-reference'],
    },
  ],
});
