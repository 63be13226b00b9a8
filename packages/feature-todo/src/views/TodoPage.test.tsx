import { screen, waitFor, within } from '@testing-library/react';
import { api, type Task } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature } from '@tessera/ui/testing';
import { todoFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

// A desktop: the sidebar beside the list (antd and the page read the viewport through matchMedia).
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ ...realMatchMedia(query), matches: query.includes('min-width') }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

const rows = () => screen.queryAllByTestId('task-row');
const rowOf = (task: Task) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(task.title));
  if (!row) throw new Error(`No row shows “${task.title}”`);
  return row;
};
const shownTasks = async () => (await api.todo.list()).tasks;

function openBoard(path = '/apps/todo') {
  return openFeature(todoFeature, path, () => expect(rows().length).toBeGreaterThan(0));
}

describe('Todo board', () => {
  it('lists the tasks not deleted, newest first, and searches them from the URL', async () => {
    const tasks = await shownTasks();
    const { user, router } = await openBoard();
    expect(rows()).toHaveLength(tasks.length);
    expect(rows()[0]).toHaveTextContent(tasks[0].title);

    const found = (await api.todo.list({ q: 'the' })).tasks;
    expect(found.length).toBeLessThan(tasks.length);
    await user.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'the');
    await waitFor(() => expect(router.state.location.search).toBe('?q=the'));
    await waitFor(() => expect(rows()).toHaveLength(found.length));
    expect(rows().map((row) => row.textContent)).toEqual(
      found.map((task) => expect.stringContaining(task.title)),
    );
  });

  it('sorts from its menu, and the URL keeps the order', async () => {
    const byTitle = (await api.todo.list({ sortBy: 'title-desc' })).tasks;
    const { user, router } = await openBoard();
    await user.click(screen.getByRole('button', { name: /Sort: Latest$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Title, Z to A' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=title-desc'));
    await waitFor(() =>
      expect(rows().map((row) => row.textContent)).toEqual(
        byTitle.map((task) => expect.stringContaining(task.title)),
      ),
    );
    // A sorted list cannot be rearranged by hand: no drag handles.
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  });

  it('shows a view of the sidebar, and says when it is empty', async () => {
    const important = (await api.todo.list({ filter: 'important' })).tasks;
    const { user, router } = await openBoard();
    await user.click(screen.getByRole('link', { name: 'Important' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/todo/important'));
    await waitFor(() => expect(rows()).toHaveLength(important.length));
    expect(screen.getByRole('link', { name: 'Important' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'zzz');
    expect(await screen.findByText('No task matches “zzz”.')).toBeInTheDocument();
  });

  it('ticks a task at once, and untick it again when the server refuses, saying why', async () => {
    const [first] = await shownTasks();
    const { user } = await openBoard();
    const box = within(rowOf(first)).getByRole('checkbox', { name: `Completed: ${first.title}` });
    const held = hold(endpoints.todo.update);
    await user.click(box);
    await held.arrived;
    // Shown at once, while the server has not answered.
    await waitFor(() => expect(box).toHaveProperty('checked', !first.isCompleted));
    held.fail({ status: 409, body: { message: 'The task is locked' } });
    expect(await screen.findByText('The task is locked')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveProperty('checked', first.isCompleted));
  });

  it('adds a task through the drawer: the title is required', async () => {
    const { user, router } = await openBoard();
    await user.click(screen.getByRole('button', { name: /Add task$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'New task' });
    expect(router.state.location.search).toBe('?task=new');
    await within(drawer).findByRole('textbox', { name: 'Description' });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a title.')).toBeInTheDocument();

    await user.type(within(drawer).getByRole('textbox', { name: 'Title' }), 'Water the plants');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('“Water the plants” added.')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Water the plants'));
    expect(router.state.location.search).toBe('');
  });

  it('deletes a task from its drawer, offers to undo it, and restores it under Deleted', async () => {
    const [first] = await shownTasks();
    const { user } = await openBoard(`/apps/todo?task=${first.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Edit task' });
    await user.click(within(drawer).getByRole('button', { name: /Delete$/ }));
    const toast = await screen.findByText(`“${first.title}” moved to Deleted.`);
    await waitFor(() =>
      expect(rows().some((row) => row.textContent?.includes(first.title))).toBe(false),
    );

    await user.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Undo' }),
    );
    expect(await screen.findByText(`“${first.title}” restored.`)).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent(first.title));

    await api.todo.remove({ taskId: first.id });
    await user.click(screen.getByRole('link', { name: 'Deleted' }));
    await user.click(await screen.findByRole('button', { name: `Restore ${first.title}` }));

    await waitFor(() =>
      expect(rows().some((row) => row.textContent?.includes(first.title))).toBe(false),
    );
    expect((await api.todo.list()).tasks.map((task) => task.id)).toContain(first.id);
  });

  it('says the tasks could not be loaded, and retry shows them', async () => {
    failNext(endpoints.todo.list, { status: 500 });
    const { user } = await openFeature(todoFeature, '/apps/todo');
    const failure = await findLoadFailure(user, 'The tasks could not be loaded.');
    await failure.retry();
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });

  it('speaks French', async () => {
    await openFeature(todoFeature, '/apps/todo', () => expect(rows().length).toBeGreaterThan(0), {
      language: 'fr',
    });
    expect(screen.getByRole('link', { name: 'Toutes les tâches' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher des tâches' })).toBeInTheDocument();
  });

  it('says a view that does not exist is not there', async () => {
    await openFeature(todoFeature, '/apps/todo/someday');
    expect(await screen.findByText('There is no such view of the tasks.')).toBeInTheDocument();
  });
});
