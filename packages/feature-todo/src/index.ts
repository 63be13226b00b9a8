import { CheckSquareOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { todoPath } from './paths';
import { todoRoutes } from './routes';

/**
 * The todo app: a board of tasks (views by filter and tag, search, sort, drag to reorder) and a
 * task drawer. Admins only. Only this descriptor ships with the first page; the board loads with
 * its route, and its server state (`./api`) with it. No slice and no saga: the app has no
 * workflow of its own.
 */
export const todoFeature = defineFeature({
  id: 'todo',
  namespace: 'todo',
  routes: todoRoutes,
  navigation: [
    {
      key: 'todo',
      title: 'todo:nav.todo',
      icon: createElement(CheckSquareOutlined),
      section: 'common:section.apps',
      path: todoPath,
    },
  ],
});
