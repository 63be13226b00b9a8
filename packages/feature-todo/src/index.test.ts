import { describeFeature } from '@tessera/ui/testing';
import { todoFeature } from './index';

// The board, a filter's view and a tag's.
describeFeature(todoFeature, {
  routes: ['/apps/todo', '/apps/todo/tag/:tag', '/apps/todo/:filter'],
  menu: [{ title: 'todo:nav.todo', section: 'common:section.apps', paths: ['/apps/todo'] }],
});
