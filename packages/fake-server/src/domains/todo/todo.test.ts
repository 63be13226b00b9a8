import { api, clearSession, type Task, type TaskListQuery } from '@tessera/api-client';
import { taskListResponseSchema, taskResponseSchema } from '@tessera/api-client/schemas';
import { taskSorts } from '@tessera/api-client/todo';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { taskCount } from './data';
import { todoData } from './handle';
import { dueDateWords } from './model';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(todoData));

const newTask = { title: 'Water the office plants', tags: ['team' as const] };
const ids = (tasks: Task[]) => tasks.map((task) => task.id);
const list = (query: TaskListQuery = {}) => api.todo.list({ perPage: 100, ...query });
const collate = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** A task that is deleted and matches `q` by its title: the data guarantees one. */
async function deletedTask(): Promise<Task> {
  const { tasks } = await dataOf();
  const deleted = tasks.find((task) => task.isDeleted);
  if (!deleted) throw new Error('the sample data has a deleted task');
  return deleted;
}

describe('GET /apps/todo/tasks', () => {
  it('answers every task not deleted, newest first', async () => {
    const response = await api.todo.list();
    expect(taskListResponseSchema.parse(response)).toEqual(response);
    const { tasks } = await dataOf();
    expect(tasks.length).toBeGreaterThanOrEqual(18);
    const shown = tasks.filter((task) => !task.isDeleted);
    expect(response.total).toBe(shown.length);
    expect(ids(response.tasks)).toEqual(ids(shown).sort((a, b) => b - a));
  });

  it('is the same sample data on every start, with assignees, tags, dates and descriptions', async () => {
    const { tasks } = snapshot(await dataOf());
    expect(tasks).toHaveLength(taskCount);
    expect(tasks.some((task) => task.assignee && task.tags.length && task.dueDate)).toBe(true);
    expect(tasks.every((task) => task.description.startsWith('<p>'))).toBe(true);
    const again = await raw('get', '/apps/todo/tasks', { params: { filter: 'deleted' } });
    expect(again.data).toMatchObject({ tasks: tasks.filter((task) => task.isDeleted) });
  });

  it.each([
    ['important', (task: Task) => task.isImportant && !task.isDeleted],
    ['completed', (task: Task) => task.isCompleted && !task.isDeleted],
    ['deleted', (task: Task) => task.isDeleted],
  ] as const)('filters %s', async (filter, expected) => {
    const { tasks } = await dataOf();
    const response = await list({ filter });
    expect(response.tasks.length).toBeGreaterThan(0);
    expect(ids(response.tasks)).toEqual(ids(tasks.filter(expected)));
  });

  it('shows a tag’s tasks, deleted ones left out', async () => {
    const { tasks } = await dataOf();
    const deleted = await deletedTask();
    await api.todo.update({ id: deleted.id, tags: ['high'] });
    const response = await list({ tag: 'high' });
    expect(ids(response.tasks)).toEqual(
      ids(tasks.filter((task) => task.tags.includes('high') && !task.isDeleted)),
    );
    expect(ids(response.tasks)).not.toContain(deleted.id);
  });

  it('hides deleted tasks on every path of the default view, search included', async () => {
    const deleted = await deletedTask();
    // The deleted task carries every text the search looks in.
    await api.todo.update({ id: deleted.id, tags: ['update'], dueDate: '2026-03-15' });
    const word = deleted.title.split(' ')[1].toLowerCase();
    for (const query of [
      {},
      { q: word },
      { q: 'update' },
      { q: 'march' },
      { q: '15 march' },
      { tag: 'update' as const },
      { tag: 'update' as const, q: word },
      { filter: 'important' as const, q: word },
      { filter: 'completed' as const, q: word },
      ...taskSorts.map((sortBy) => ({ sortBy, q: word })),
    ]) {
      const response = await list(query);
      expect({ query, found: ids(response.tasks).includes(deleted.id) }).toEqual({
        query,
        found: false,
      });
    }
    expect(ids((await list({ filter: 'deleted', q: word })).tasks)).toContain(deleted.id);
  });

  it('searches titles in any case; without a filter, tags and the due day or month too', async () => {
    const { tasks } = await dataOf();
    const visible = tasks.filter((task) => !task.isDeleted);
    const byTitle = await list({ q: 'BUDGET' });
    expect(ids(byTitle.tasks)).toEqual(
      ids(visible.filter((task) => task.title.toLowerCase().includes('budget'))),
    );

    const [dated] = visible.filter((task) => task.dueDate);
    const [dayAndMonth] = dueDateWords(dated.dueDate);
    const byDate = await list({ q: dayAndMonth.toUpperCase() });
    expect(ids(byDate.tasks)).toContain(dated.id);
    expect(byDate.tasks.every((task) => dueDateWords(task.dueDate).includes(dayAndMonth))).toBe(
      true,
    );

    const byTag = await list({ q: 'medium' });
    expect(ids(byTag.tasks)).toEqual(
      ids(visible.filter((task) => task.tags.includes('medium') || /medium/i.test(task.title))),
    );
    // Within a filter, only the title counts.
    expect((await list({ filter: 'important', q: 'medium' })).tasks).toEqual(
      (await list({ filter: 'important' })).tasks.filter((task) => /medium/i.test(task.title)),
    );
  });

  it('finds due dates by their English day and month under a French locale too', async () => {
    await api.todo.update({ id: 1, dueDate: '2026-08-07', isDeleted: false });
    const queries = ['august', '7 aug', 'august 7'];
    const inEnglish = await Promise.all(queries.map((q) => list({ q })));
    const DateTimeFormat = Intl.DateTimeFormat;
    const toLocaleString = Date.prototype.toLocaleString;
    // The machine's locale becomes French for anything that formats a date without naming one.
    const french = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation((locales, options) => new DateTimeFormat(locales ?? 'fr-FR', options));
    const dates = jest.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (
      this: Date,
      locales,
      options,
    ) {
      return toLocaleString.call(this, locales ?? 'fr-FR', options);
    });
    try {
      expect(new Date('2026-08-07').toLocaleDateString(undefined, { month: 'long' })).toBe('août');
      const inFrench = await Promise.all(queries.map((q) => list({ q })));
      expect(inFrench).toEqual(inEnglish);
      expect(inFrench.every((answer) => ids(answer.tasks).includes(1))).toBe(true);
    } finally {
      french.mockRestore();
      dates.mockRestore();
    }
  });

  it('sorts by each order', async () => {
    const { tasks } = await dataOf();
    const visible = tasks.filter((task) => !task.isDeleted);
    const titles = async (sortBy: (typeof taskSorts)[number]) =>
      (await list({ sortBy })).tasks.map((task) => task.title);
    expect(await titles('latest')).toEqual(visible.map((task) => task.title));
    const ascending = visible.map((task) => task.title).sort(collate);
    expect(await titles('title-asc')).toEqual(ascending);
    expect(await titles('title-desc')).toEqual([...ascending].reverse());

    const byAssignee = (await list({ sortBy: 'assignee' })).tasks;
    const names = byAssignee.map((task) => task.assignee?.fullName ?? null);
    const named = names.filter((name): name is string => name !== null);
    expect(named).toEqual([...named].sort(collate));
    expect(names.slice(named.length).every((name) => name === null)).toBe(true);

    const byDue = (await list({ sortBy: 'due-date' })).tasks.map((task) => task.dueDate);
    const dated = byDue.filter((due): due is string => due !== null);
    expect(dated).toEqual([...dated].sort());
    expect(byDue.slice(dated.length).every((due) => due === null)).toBe(true);
    expect(byDue).toHaveLength(visible.length);
  });

  it('pages from 1 with the total of every page', async () => {
    const all = await list();
    const second = await list({ perPage: 5, page: 2 });
    expect(second).toEqual({ tasks: all.tasks.slice(5, 10), total: all.total });
  });

  it.each([
    [{ filter: 'starred' }, 'filter: must be one of "important", "completed", "deleted"'],
    [{ tag: 'urgent' }, 'tag: must be one of "team", "low", "medium", "high", "update"'],
    [
      { sortBy: 'oldest' },
      'sortBy: must be one of "latest", "title-asc", "title-desc", "assignee", "due-date"',
    ],
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/todo/tasks', { params }), 400, { message });
  });
});

describe('GET /apps/todo/assignees', () => {
  it('answers the team', async () => {
    const { team } = await dataOf();
    expect(await api.todo.team()).toEqual({ assignees: team });
    expect(team.length).toBeGreaterThan(3);
  });
});

describe('POST /apps/todo/add-tasks', () => {
  it('adds a task (201) on top, with a fresh id and the team member named', async () => {
    const { team } = await dataOf();
    const response = await raw('post', '/apps/todo/add-tasks', {
      data: { ...newTask, title: '  Water the office plants ', assignee: team[1].fullName },
    });
    expect(response.status).toBe(201);
    const { task } = taskResponseSchema.parse(response.data);
    expect(task).toEqual({
      id: taskCount + 1,
      title: 'Water the office plants',
      dueDate: null,
      description: '',
      assignee: team[1],
      tags: ['team'],
      isCompleted: false,
      isDeleted: false,
      isImportant: false,
    });
    expect((await api.todo.list()).tasks[0]).toEqual(task);
  });

  it('never gives an id twice', async () => {
    const first = (await api.todo.add(newTask)).task.id;
    await api.todo.remove({ taskId: first });
    expect((await api.todo.add(newTask)).task.id).toBe(first + 1);
  });

  it.each([
    [{ ...newTask, title: '   ' }, 'title: is required'],
    [{ tags: [] }, 'title: is required'],
    [{ ...newTask, title: 'x'.repeat(121) }, 'title: must be at most 120 characters'],
    [{ ...newTask, dueDate: '15/03/2026' }, 'dueDate: must be a date (YYYY-MM-DD)'],
    [
      { ...newTask, tags: ['urgent'] },
      'tags.0: must be one of "team", "low", "medium", "high", "update"',
    ],
    [{ ...newTask, assignee: 'Nobody Known' }, 'assignee: is not on the team'],
  ])('answers 400 naming the field, and adds nothing, for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/todo/add-tasks', { data }), 400, { message });
  });
});

describe('POST /apps/todo/update-task', () => {
  it('changes the given fields of the task, and only of it', async () => {
    const { tasks } = await dataOf();
    const [target, ...others] = snapshot(tasks);
    const { task } = await api.todo.update({
      id: target.id,
      title: 'Renamed',
      isImportant: !target.isImportant,
      assignee: null,
    });
    expect(task).toEqual({
      ...target,
      title: 'Renamed',
      isImportant: !target.isImportant,
      assignee: null,
    });
    expect((await dataOf()).tasks.slice(1)).toEqual(others);
  });

  it('restores a deleted task', async () => {
    const deleted = await deletedTask();
    await api.todo.update({ id: deleted.id, isDeleted: false });
    expect(ids((await list()).tasks)).toContain(deleted.id);
  });

  it.each([
    [{ id: 1 }, 'must change at least one field'],
    [{ id: 1, title: '' }, 'title: is required'],
    [{ id: 1, secret: true }, 'body: has unknown field(s) secret'],
    [{ id: 1, assignee: 'Nobody Known' }, 'assignee: is not on the team'],
    [{ title: 'x' }, 'id: is required'],
  ])('answers 400 and changes nothing for %j', async (data, message) => {
    const response = await raw('post', '/apps/todo/update-task', { data });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ message: expect.stringContaining(message) });
    await expectRefused(() => raw('post', '/apps/todo/update-task', { data }), 400, response.data);
  });

  it('answers 404 for an unknown id, and changes nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/todo/update-task', { data: { id: 999, title: 'x' } }),
      404,
      { message: 'No task with id 999' },
    );
  });
});

describe('DELETE /apps/todo/delete-task', () => {
  it('moves exactly that task to Deleted', async () => {
    const [first, ...others] = snapshot((await list()).tasks);
    const { task } = await api.todo.remove({ taskId: first.id });
    expect(task).toEqual({ ...first, isDeleted: true });
    expect((await list()).tasks).toEqual(others);
    expect(ids((await list({ filter: 'deleted' })).tasks)).toContain(first.id);
  });

  it('answers 404 for an unknown id, and deletes nothing', async () => {
    await expectRefused(
      () => raw('delete', '/apps/todo/delete-task', { params: { taskId: 999 } }),
      404,
      { message: 'No task with id 999' },
    );
    await expectRefused(() => raw('delete', '/apps/todo/delete-task'), 400, {
      message: 'taskId: is required',
    });
  });
});

describe('POST /apps/todo/reorder-tasks', () => {
  it('saves the new order of a view, leaving the other tasks where they were', async () => {
    const before = ids((await dataOf()).tasks);
    const high = ids((await list({ tag: 'high' })).tasks);
    expect(high.length).toBeGreaterThanOrEqual(2);
    const moved = [...high].reverse();
    await expect(api.todo.reorder({ ids: moved })).resolves.toEqual({ ids: moved });
    expect(ids((await list({ tag: 'high' })).tasks)).toEqual(moved);
    const after = ids((await dataOf()).tasks);
    before.forEach((id, index) => {
      if (!high.includes(id)) expect(after[index]).toBe(id);
    });
  });

  it('answers 404 for an unknown id and 400 for a repeated one, and moves nothing', async () => {
    await expectRefused(
      () => raw('post', '/apps/todo/reorder-tasks', { data: { ids: [1, 999] } }),
      404,
      { message: 'No task with id 999' },
    );
    await expectRefused(
      () => raw('post', '/apps/todo/reorder-tasks', { data: { ids: [1, 2, 1] } }),
      400,
      { message: 'ids: must not repeat a task' },
    );
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(
      () => raw('delete', '/apps/todo/delete-task', { params: { taskId: 1 } }),
      401,
      { message: 'Missing access token' },
    );
  });

  it('answers 403 to a client account, and changes nothing', async () => {
    await signIn(client);
    const before = snapshot(await dataOf());
    const error = await apiErrorOf(api.todo.add(newTask));
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await dataOf()).toEqual(before);
  });
});
