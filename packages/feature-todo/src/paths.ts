import type { TaskFilter, TaskTag } from '@tessera/api-client';

/** Where the todo app lives: every task, a filter's view, or a tag's. */
export const todoPath = '/apps/todo';
export const filterRoute = `${todoPath}/:filter`;
export const tagRoute = `${todoPath}/tag/:tag`;

/** The address of a view: the default one, a filter (important, completed, deleted) or a tag. */
export function viewPath(view: { filter?: TaskFilter; tag?: TaskTag }): string {
  if (view.tag) return `${todoPath}/tag/${view.tag}`;
  return view.filter ? `${todoPath}/${view.filter}` : todoPath;
}
