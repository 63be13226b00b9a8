import { screen, within } from '@testing-library/react';
import ClipboardDemo from './ClipboardDemo';
import { renderDemo } from '../testing';

describe('clipboard demo', () => {
  it('copies the field’s text and says so until the text changes', async () => {
    const { user } = renderDemo(<ClipboardDemo />);
    const field = await screen.findByRole('textbox', { name: 'Invitation code' });
    await user.clear(field);
    await user.type(field, 'ADA-2026');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied “ADA-2026”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ADA-2026');
    await user.type(field, 'X');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const { user } = renderDemo(<ClipboardDemo />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(
      await screen.findByText(
        'The browser refused to copy. Select the text and press Ctrl+C instead.',
      ),
    ).toBeInTheDocument();
  });

  it('copies a code block, and the copy can be pasted', async () => {
    const { user } = renderDemo(<ClipboardDemo />);
    const card = within(
      (await screen.findByText('Copy a code block')).closest('.ant-card') as HTMLElement,
    );
    await user.click(card.getByRole('button', { name: 'Copy the commands' }));
    expect(await card.findByText('The commands were copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toMatch(/^pnpm gen feature tasks\n/);

    await user.click(screen.getByRole('textbox', { name: 'Paste what you copied' }));
    await user.paste();
    expect(screen.getByRole('textbox', { name: 'Paste what you copied' })).toHaveValue(
      await navigator.clipboard.readText(),
    );
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<ClipboardDemo />, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Copier' }));
    expect(await screen.findByText('« TESSERA-INVITE-7Q2K » copié.')).toBeInTheDocument();
  });
});
