import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderDemo } from '../testing';
import ContextMenuDemo from './ContextMenuDemo';

const file = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** antd keeps closed menus in the page, hidden once their closing motion ends. */
const shownMenu = '.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]';
/** The menu open now. */
const openMenu = async () => {
  await waitFor(() => expect(document.querySelectorAll(shownMenu)).toHaveLength(1));
  return within(document.querySelector(shownMenu) as HTMLElement);
};
/** Waits for the last menu to finish closing, so the next one opened is the only one shown. */
const menuClosed = () =>
  waitFor(() => expect(document.querySelectorAll(shownMenu)).toHaveLength(0));

const names = () =>
  within(screen.getByRole('list', { name: 'Files' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('context menu demo', () => {
  it('opens on a right-click and applies the action chosen', async () => {
    const { user } = renderDemo(<ContextMenuDemo />);
    fireEvent.contextMenu(await screen.findByRole('button', { name: /^Roadmap/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Move to the top' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Roadmap.pptx” moved to the top.');
    expect(names()[0]).toBe('Roadmap.pptx');
  });

  it('opens from the keyboard with Shift+F10 or the menu key', async () => {
    const { user } = renderDemo(<ContextMenuDemo />);
    (await screen.findByRole('button', { name: /^Budget/ })).focus();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await user.click(await screen.findByRole('menuitem', { name: 'Star' }));
    expect(screen.getByRole('status')).toHaveTextContent('“Budget 2027.xlsx” starred.');
    expect(within(file('Budget')).getByRole('img', { name: 'Starred' })).toBeInTheDocument();
    await menuClosed();

    file('Logo').focus();
    await user.keyboard('{ContextMenu}');
    await user.click((await openMenu()).getByRole('menuitem', { name: 'Duplicate' }));
    expect(names()).toContain('Logo, final.svg (copy)');
  });

  it('asks before deleting, and keeps the file when cancelled', async () => {
    const { user } = renderDemo(<ContextMenuDemo />);
    fireEvent.contextMenu(await screen.findByRole('button', { name: /^Office lease/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete “Office lease.pdf”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('Cancelled: “Office lease.pdf” is still here.'),
    ).toBeInTheDocument();
    await menuClosed();

    fireEvent.contextMenu(file('Office lease'));
    await user.click((await openMenu()).getByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Office lease.pdf” deleted.')).toBeInTheDocument();
    expect(names()).not.toContain('Office lease.pdf');
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<ContextMenuDemo />, 'fr');
    fireEvent.contextMenu(await screen.findByRole('button', { name: /^Feuille de route/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dupliquer' }));
    expect(screen.getByRole('status')).toHaveTextContent('« Feuille de route.pptx » dupliqué.');
  });
});
