import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { useUnsavedChanges } from './useUnsavedChanges';

const i18n = createTestI18n({ en: { common: en } });

/** The save the test lets through (or refuses) when it wants. */
let finishSave: { resolve: () => void; reject: () => void };
const saveOnServer = () =>
  new Promise<void>((resolve, reject) => {
    finishSave = { resolve, reject };
  });

function Editor() {
  const guard = useUnsavedChanges();
  const navigate = useNavigate();
  const save = async () => {
    try {
      await guard.saving(saveOnServer());
    } catch {
      return;
    }
    void navigate('/saved');
  };
  return (
    <>
      <label>
        Name <input onChange={guard.changed} />
      </label>
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <Link to="/list">Back to the list</Link>
    </>
  );
}

const renderEditor = () =>
  renderView({
    i18n,
    path: '/edit',
    initialEntry: '/edit',
    element: <Editor />,
    routes: [
      { path: '/list', element: <p>The list</p> },
      { path: '/saved', element: <p>Saved</p> },
    ],
  });

/** Whether the browser would ask before unloading the page (reload, closing the tab). */
function unloadAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function typeAName(user: ReturnType<typeof renderEditor>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
}

describe('useUnsavedChanges', () => {
  it('lets the user leave freely while nothing changed', async () => {
    const { user } = renderEditor();
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it('asks before a link leaves unsaved changes: Cancel stays, Leave goes', async () => {
    const { user, router } = renderEditor();
    await typeAName(user);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(en.unsaved.title);
    await user.click(within(dialog).getByRole('button', { name: en.actions.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.unsaved.leave }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });

  it("asks before the browser's Back leaves unsaved changes", async () => {
    const { user, router } = renderView({
      i18n,
      path: '/edit',
      element: <Editor />,
      routes: [{ path: '/list', element: <p>The list</p> }],
    });
    await act(() => router.navigate('/list'));
    await act(() => router.navigate('/edit'));
    await typeAName(user);
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog')).toHaveTextContent(en.unsaved.title);
    expect(router.state.location.pathname).toBe('/edit');
  });

  it('asks the browser before a reload or closing the tab, until saved', async () => {
    const { user } = renderEditor();
    await typeAName(user);
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    act(() => finishSave.resolve());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(unloadAsks()).toBe(false);
  });

  it('Save then Back at once does not ask: Back goes ahead once saved', async () => {
    const { user, router } = renderEditor();
    // A first question, cancelled: the dialogs' code is loaded, so a second would show at once.
    await typeAName(user);
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: en.actions.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(router.state.location.pathname).toBe('/edit');
    act(() => finishSave.resolve());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/edit'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks after all when the save fails meanwhile', async () => {
    const { user, router } = renderEditor();
    await typeAName(user);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    act(() => finishSave.reject());
    expect(await screen.findByRole('dialog')).toHaveTextContent(en.unsaved.title);
    expect(router.state.location.pathname).toBe('/edit');
  });
});
