import { adminApp } from '../admin';
import { todoData } from './handle';

/** The todo app: admins only; the handlers and the data load with the first call. */
export const todoDomain = adminApp(
  'todo',
  () => import('./routes').then((module) => module.todoRoutes),
  todoData,
);
