import { fireEvent, screen, within } from '@testing-library/react';
import { renderDemo } from '../testing';
import ContextMenuDemo from './ContextMenuDemo';

const file = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
/** The menu open now (antd keeps closed ones in the page, hidden). */
const openMenu = async () => {
  await screen.findAllByRole('menu');
  return within(
    document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]') as HTMLElement,
  );
};

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
