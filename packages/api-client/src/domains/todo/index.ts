import { z } from 'zod';
import { positiveInt } from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  taskDescriptionMaxLength,
  taskFilters,
  taskMaxPerPage,
  taskReorderMax,
  taskSorts,
  taskTags,
  taskTitleMaxLength,
} from './constants';

export * from './constants';

// The todo app: tasks with a title, an assignee from the team, a due date, tags and a rich
// description; flags for important, completed and (soft) deleted; a board order the user
// arranges by dragging. Admins only (the fake server's domain table says so).

export const taskFilterSchema = z.enum(taskFilters);
export const taskTagSchema = z.enum(taskTags);
export const taskSortSchema = z.enum(taskSorts);

export const taskAssigneeSchema = z.object({
  fullName: z.string().min(1),
  /** A generated picture (a `data:` SVG). */
  avatar: z.string().min(1),
});

/** A calendar day, `YYYY-MM-DD` (a due date has no time). */
const daySchema = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

export const taskSchema = z.object({
  id: positiveInt(),
  title: z.string().min(1),
  /** Null when the task has no due date. */
  dueDate: daySchema.nullable(),
  /** HTML from the editor: kept sanitised, rendered through SafeHtml. */
  description: z.string(),
  /** Null when nobody is assigned. */
  assignee: taskAssigneeSchema.nullable(),
  tags: z.array(taskTagSchema),
  isCompleted: z.boolean(),
  isDeleted: z.boolean(),
  isImportant: z.boolean(),
});

export const taskListQuerySchema = z.object({
  /** Title; without a filter also the tags and the due date's day or month (in English). */
  q: z.string().trim().max(200).default(''),
  filter: taskFilterSchema.optional(),
  tag: taskTagSchema.optional(),
  sortBy: taskSortSchema.default('latest'),
  page: positiveInt().default(1),
  perPage: positiveInt()
    .max(taskMaxPerPage, { error: `must be at most ${taskMaxPerPage}` })
    .default(taskMaxPerPage),
});

export const taskListResponseSchema = z.object({
  tasks: z.array(taskSchema),
  /** How many tasks match, over all pages. */
  total: z.number().int().nonnegative(),
});

export const taskTeamResponseSchema = z.object({
  /** Who a task can be assigned to, by name. */
  assignees: z.array(taskAssigneeSchema),
});

const titleSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(taskTitleMaxLength, { error: `must be at most ${taskTitleMaxLength} characters` });

/** The fields the drawer edits. The assignee is named (a team member) or null. */
const taskFieldsSchema = z.object({
  title: titleSchema,
  dueDate: daySchema.nullable().default(null),
  description: z
    .string()
    .max(taskDescriptionMaxLength, {
      error: `must be at most ${taskDescriptionMaxLength} characters`,
    })
    .default(''),
  assignee: z.string().trim().min(1).nullable().default(null),
  tags: z.array(taskTagSchema).max(taskTags.length).default([]),
  isImportant: z.boolean().default(false),
  isCompleted: z.boolean().default(false),
});

export const newTaskSchema = taskFieldsSchema;

/** Changes some fields of one task; `isDeleted: false` restores a deleted one. */
export const updateTaskInputSchema = z
  .strictObject({
    id: positiveInt(),
    title: titleSchema.optional(),
    dueDate: daySchema.nullable().optional(),
    description: taskFieldsSchema.shape.description.unwrap().optional(),
    assignee: z.string().trim().min(1).nullable().optional(),
    tags: z.array(taskTagSchema).max(taskTags.length).optional(),
    isImportant: z.boolean().optional(),
    isCompleted: z.boolean().optional(),
    isDeleted: z.boolean().optional(),
  })
  .refine(
    (input) => Object.entries(input).some(([key, value]) => key !== 'id' && value !== undefined),
    {
      error: 'must change at least one field',
      when: (payload) => payload.issues.length === 0,
    },
  );

export const deleteTaskInputSchema = z.object({ taskId: positiveInt() });

/** The tasks of one list in their new order: they take the places they held, among themselves. */
export const reorderTasksInputSchema = z.object({
  ids: z
    .array(positiveInt())
    .min(2, { error: 'needs at least two tasks' })
    .max(taskReorderMax, { error: `must be at most ${taskReorderMax} tasks` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'must not repeat a task' }),
});
export const reorderTasksResponseSchema = z.object({ ids: z.array(positiveInt()) });

export const taskResponseSchema = z.object({ task: taskSchema });

export const todoDomain = defineDomain('todo', {
  /** A view (default, important, completed, deleted, a tag), searched and sorted. */
  list: endpoint({
    method: 'get',
    path: '/apps/todo/tasks',
    input: taskListQuerySchema,
    output: taskListResponseSchema,
  }),
  /** The people a task can be assigned to. */
  team: endpoint({
    method: 'get',
    path: '/apps/todo/assignees',
    output: taskTeamResponseSchema,
  }),
  /** Creates a task (201) at the top of the board. */
  add: endpoint({
    method: 'post',
    path: '/apps/todo/add-tasks',
    input: newTaskSchema,
    output: taskResponseSchema,
  }),
  /** Changes some fields of a task; 404 and nothing changed if the id is unknown. */
  update: endpoint({
    method: 'post',
    path: '/apps/todo/update-task',
    input: updateTaskInputSchema,
    output: taskResponseSchema,
  }),
  /** Moves a task to Deleted (restorable through update); 404 if the id is unknown. */
  remove: endpoint({
    method: 'delete',
    path: '/apps/todo/delete-task',
    input: deleteTaskInputSchema,
    output: taskResponseSchema,
  }),
  /** Saves the board order after a drag; one unknown id and nothing moves (404). */
  reorder: endpoint({
    method: 'post',
    path: '/apps/todo/reorder-tasks',
    input: reorderTasksInputSchema,
    output: reorderTasksResponseSchema,
  }),
});

export type Task = z.output<typeof taskSchema>;
export type TaskFilter = z.output<typeof taskFilterSchema>;
export type TaskTag = z.output<typeof taskTagSchema>;
export type TaskSort = z.output<typeof taskSortSchema>;
export type TaskAssignee = z.output<typeof taskAssigneeSchema>;
export type TaskListQuery = z.input<typeof taskListQuerySchema>;
export type TaskListResponse = z.output<typeof taskListResponseSchema>;
export type TaskTeamResponse = z.output<typeof taskTeamResponseSchema>;
export type NewTask = z.input<typeof newTaskSchema>;
export type UpdateTaskInput = z.input<typeof updateTaskInputSchema>;
export type DeleteTaskInput = z.input<typeof deleteTaskInputSchema>;
export type ReorderTasksInput = z.input<typeof reorderTasksInputSchema>;
export type ReorderTasksResponse = z.output<typeof reorderTasksResponseSchema>;
export type TaskResponse = z.output<typeof taskResponseSchema>;
