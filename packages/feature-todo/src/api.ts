import {
  api,
  type NewTask,
  type ReorderTasksInput,
  type Task,
  type TaskAssignee,
  type TaskListQuery,
  type TaskListResponse,
  type UpdateTaskInput,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
  patchItems,
  recordTags,
} from '@tessera/ui/server-state';

const { list, one, listed } = recordTags('Task');

/** The flags a change shows at once (the other fields wait for the server's answer). */
function applyFlags(task: Task, { isCompleted, isImportant }: UpdateTaskInput) {
  if (isCompleted !== undefined) task.isCompleted = isCompleted;
  if (isImportant !== undefined) task.isImportant = isImportant;
}

/**
 * Puts the given tasks in their new order among the places they hold (the server does the
 * same): the list shows a drag at once.
 */
export function reorderWithin(tasks: Task[], ids: readonly number[]): void {
  const places = ids
    .map((id) => tasks.findIndex((task) => task.id === id))
    .filter((place) => place >= 0);
  if (places.length !== ids.length) return;
  const moved = places.map((place) => tasks[place]);
  [...places]
    .sort((a, b) => a - b)
    .forEach((slot, index) => {
      tasks[slot] = moved[index];
    });
}

/**
 * The todo app's server state. A change invalidates the task and the lists (a task can join or
 * leave any view); a tick or a star, and a drag, show at once and roll back if refused.
 */
export const todoApi = injectFeatureEndpoints(['Task'], (build) => ({
  listTasks: build.query<TaskListResponse, TaskListQuery>({
    queryFn: (query) => fromClient(api.todo.list(query)),
    providesTags: (answer) => listed(answer?.tasks),
  }),
  taskTeam: build.query<TaskAssignee[], undefined>({
    queryFn: () => fromClient(api.todo.team().then((answer) => answer.assignees)),
  }),
  addTask: build.mutation<Task, NewTask>({
    queryFn: (task) => fromClient(api.todo.add(task).then((answer) => answer.task)),
    invalidatesTags: onSuccess(() => [list]),
  }),
  updateTask: build.mutation<Task, UpdateTaskInput>({
    queryFn: (input) => fromClient(api.todo.update(input).then((answer) => answer.task)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  removeTask: build.mutation<Task, { taskId: number }>({
    queryFn: (input) => fromClient(api.todo.remove(input).then((answer) => answer.task)),
    invalidatesTags: onSuccess(({ taskId }) => [one(taskId), list]),
  }),
  reorderTasks: build.mutation<number[], ReorderTasksInput>({
    queryFn: (input) => fromClient(api.todo.reorder(input).then((answer) => answer.ids)),
    invalidatesTags: onSuccess(() => [list]),
  }),
}));

todoApi.enhanceEndpoints({
  endpoints: {
    updateTask: {
      onQueryStarted: optimistic(todoApi, {
        touches: ({ id }) => [one(id)],
        patch: {
          listTasks: (answer, input) =>
            patchItems(answer.tasks, [input.id], (task) => applyFlags(task, input)),
        },
      }),
    },
    reorderTasks: {
      onQueryStarted: optimistic(todoApi, {
        touches: ({ ids }) => ids.map(one),
        patch: { listTasks: (answer, { ids }) => reorderWithin(answer.tasks, ids) },
      }),
    },
  },
});

export const {
  useListTasksQuery,
  useTaskTeamQuery,
  useAddTaskMutation,
  useUpdateTaskMutation,
  useRemoveTaskMutation,
  useReorderTasksMutation,
} = todoApi;
