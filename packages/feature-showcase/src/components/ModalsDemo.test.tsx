import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import ModalsDemo from './ModalsDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <ModalsDemo />, i18n: showcaseI18n(language) });
}

/** The status line of the card titled `title`. */
const statusOf = (title: string) =>
  within(screen.getByText(title).closest('.ant-card') as HTMLElement).getByRole('status');

describe('modals', () => {
  it('opens a basic dialog, says how it was closed and gives the focus back', async () => {
    const { user } = renderPage();
    const opener = await screen.findByRole('button', { name: 'Open the dialog' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'A basic dialog' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(statusOf('OK or Cancel')).toHaveTextContent('Closed with Cancel.'));
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'A basic dialog' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await waitFor(() => expect(statusOf('OK or Cancel')).toHaveTextContent('Closed with OK.'));
  });

  it('asks through ui’s confirmation, which answers yes or no', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Archive the project' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Archive the project?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(statusOf('A confirmation')).toHaveTextContent('The project stays as it is.'),
    );
    await user.click(screen.getByRole('button', { name: 'Archive the project' }));
    const again = await screen.findByRole('dialog');
    await user.click(await within(again).findByRole('button', { name: 'Archive' }));
    await waitFor(() =>
      expect(statusOf('A confirmation')).toHaveTextContent('The project is archived.'),
    );
  });

  it('closes a dialog from its own footer', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Write a note' }));
    const dialog = await screen.findByRole('dialog', { name: 'A note for the team' });
    await user.click(within(dialog).getByRole('button', { name: 'Save as draft' }));
    await waitFor(() =>
      expect(statusOf('A footer of our own')).toHaveTextContent('The note is saved as a draft.'),
    );
  });

  it('keeps a dialog open, its button loading, until its work is done', async () => {
    const { user } = renderPage();
    const opener = await screen.findByRole('button', { name: 'Edit the settings' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Project settings' });
    // Clicked and checked in one go: the pretend save lasts a fixed time.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Saving…')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveClass('ant-btn-loading');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() =>
      expect(statusOf('Closes when the work is done')).toHaveTextContent('Saved 1 time'),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    await user.click(await screen.findByRole('button', { name: 'Ouvrir la fenêtre' }));
    expect(await screen.findByRole('dialog', { name: 'Une fenêtre simple' })).toBeVisible();
  });
});
