import type {
  ReorderTasksResponse,
  Task,
  TaskListResponse,
  TaskResponse,
} from '@tessera/api-client';
import { todoDomain } from '@tessera/api-client/schemas';
import { created, fieldsRefused, findById, notFound, ok, type DomainRoutes } from '../../server';
import { todoData } from './handle';
import { messages, queryTasks, type TodoData } from './model';

const todoCalls = todoDomain.endpoints;

/** The team member a name stands for; null stays unassigned. */
function assigneeOf(data: TodoData, name: string | null): Task['assignee'] {
  if (name === null) return null;
  const member = data.team.find((person) => person.fullName === name);
  if (!member)
    throw fieldsRefused(
      { assignee: messages.unknownAssignee },
      `assignee: ${messages.unknownAssignee}`,
    );
  return { ...member };
}

export const todoRoutes: DomainRoutes = (route, { db }) => {
  route(todoCalls.list, async ({ input }) => {
    const { tasks } = await db.load(todoData);
    const response: TaskListResponse = queryTasks(tasks, input);
    return ok(response);
  });

  route(todoCalls.team, async () => {
    const { team } = await db.load(todoData);
    return ok({ assignees: team });
  });

  route(todoCalls.add, async ({ input }) => {
    const data = await db.load(todoData);
    const assignee = assigneeOf(data, input.assignee);
    data.lastId += 1;
    const task: Task = {
      id: data.lastId,
      ...input,
      tags: [...new Set(input.tags)],
      assignee,
      isDeleted: false,
    };
    // A new task goes on top of the board, as the newest.
    data.tasks.unshift(task);
    const response: TaskResponse = { task };
    return created(response);
  });

  route(todoCalls.update, async ({ input }) => {
    const data = await db.load(todoData);
    const { id, assignee, tags, ...fields } = input;
    const task = findById(data.tasks, id, messages.notFound);
    // Checked before anything changes: a refused assignee leaves the task as it was.
    const newAssignee = assignee === undefined ? task.assignee : assigneeOf(data, assignee);
    const defined = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    Object.assign(task, defined, {
      assignee: newAssignee,
      tags: tags === undefined ? task.tags : [...new Set(tags)],
    });
    const response: TaskResponse = { task };
    return ok(response);
  });

  route(todoCalls.remove, async ({ input }) => {
    const { tasks } = await db.load(todoData);
    const task = findById(tasks, input.taskId, messages.notFound);
    task.isDeleted = true;
    const response: TaskResponse = { task };
    return ok(response);
  });

  route(todoCalls.reorder, async ({ input }) => {
    const { tasks } = await db.load(todoData);
    const places = new Map(tasks.map((task, index) => [task.id, index]));
    const slotsOf = input.ids.map((id) => {
      const place = places.get(id);
      if (place === undefined) throw notFound(messages.notFound(id));
      return place;
    });
    // The tasks keep the places they held among themselves, in their new order: a reorder of
    // one view (a tag, a search) leaves every task outside it where it was.
    const moved = slotsOf.map((place) => tasks[place]);
    const slots = [...slotsOf].sort((a, b) => a - b);
    slots.forEach((slot, index) => {
      tasks[slot] = moved[index];
    });
    const response: ReorderTasksResponse = { ids: input.ids };
    return ok(response);
  });
};
