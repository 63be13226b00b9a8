import { describeFeature } from '@tessera/ui/testing';
import { thingsFeature } from './index';

describeFeature(thingsFeature, {
  routes: ['/apps/things', '/apps/things/:id'],
  menu: [{ title: 'things:nav.things', section: 'common:section.apps', paths: ['/apps/things'] }],
});
