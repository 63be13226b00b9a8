import type { TaskFilter, TaskListResponse, TaskTag } from '@tessera/api-client';
import { taskMaxPerPage, taskSorts } from '@tessera/api-client/todo';
import { useList } from '@tessera/ui';
import { useListTasksQuery } from '../api';

/** The board's list: the order in the URL (`?sortBy=`) beside the search; one page size. */
const taskList = {
  filters: { sortBy: taskSorts },
  pageSizes: [taskMaxPerPage],
  rows: (answer: TaskListResponse) => ({ rows: answer.tasks, total: answer.total }),
};

/** The tasks of a view (its filter or tag from the route), searched and sorted from the URL. */
export function useTaskList(view: { filter?: TaskFilter; tag?: TaskTag }, skip: boolean) {
  const scope = {
    ...(view.filter ? { filter: view.filter } : {}),
    ...(view.tag ? { tag: view.tag } : {}),
  };
  return useList(useListTasksQuery, { ...taskList, scope, skip });
}

export type TaskListController = ReturnType<typeof useTaskList>;
