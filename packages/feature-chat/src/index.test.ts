import { describeFeature } from '@tessera/ui/testing';
import { chatFeature } from './index';

describeFeature(chatFeature, {
  routes: ['/apps/chat'],
  menu: [{ title: 'chat:nav.chat', section: 'common:section.apps', paths: ['/apps/chat'] }],
});
