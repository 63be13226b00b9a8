import { act, fireEvent, screen, within } from '@testing-library/react';
import ConfirmDialogsDemo, { emptyingMs } from './ConfirmDialogsDemo';
import { renderDemo } from '../testing';

/** The open dialog, once it asks this (antd names every dialog by one id in tests). */
async function dialogAsking(question: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  return dialog;
}

const cardOf = async (title: string) =>
  within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

describe('confirm dialogs demo', () => {
  it('deletes a draft once confirmed, and keeps it when cancelled', async () => {
    const { user } = renderDemo(<ConfirmDialogsDemo />);
    const card = await cardOf('Ask, then act');

    await user.click(card.getByRole('button', { name: 'Delete “Pricing notes”' }));
    let dialog = await dialogAsking('Delete “Pricing notes”?');
    // Enter on a fresh dialog must not destroy anything: Cancel has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await card.findByText('Cancelled: “Pricing notes” is still here.')).toBeInTheDocument();
    expect(card.getByText('Pricing notes')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Delete “Pricing notes”' }));
    dialog = await dialogAsking('Delete “Pricing notes”?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await card.findByRole('status')).toHaveTextContent('“Pricing notes” was deleted.');
    expect(card.queryByText('Pricing notes')).not.toBeInTheDocument();
    // The apps' toast says it too.
    expect(await screen.findAllByText('“Pricing notes” was deleted.')).toHaveLength(2);

    await user.click(card.getByRole('button', { name: 'Bring the drafts back' }));
    expect(card.getByText('Pricing notes')).toBeInTheDocument();
  });

  describe('with a slow pretend server', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('keeps the dialog open, its button spinning, until the trash is empty', async () => {
      // fireEvent: user-event's own delays would wait on the fake clock.
      renderDemo(<ConfirmDialogsDemo />);
      const card = await cardOf('Wait for the work to finish');
      expect(card.getByText('12 files in the trash')).toBeInTheDocument();

      fireEvent.click(card.getByRole('button', { name: 'Empty the trash' }));
      const dialog = await dialogAsking('Empty the trash of its 12 files?');
      const confirm = within(dialog).getByRole('button', { name: 'Empty the trash' });
      fireEvent.click(confirm);
      expect(await card.findByText('Emptying the trash…')).toBeInTheDocument();
      expect(confirm).toHaveClass('ant-btn-loading');
      expect(dialog).toBeInTheDocument();

      await act(async () => {
        jest.advanceTimersByTime(emptyingMs);
      });
      expect(await card.findByText('The trash was emptied: 12 files deleted.')).toBeInTheDocument();
      expect(card.getByText('0 files in the trash')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Empty the trash' })).toBeDisabled();
    });
  });

  it('keeps the trash as it was when the question is cancelled', async () => {
    const { user } = renderDemo(<ConfirmDialogsDemo />);
    const card = await cardOf('Wait for the work to finish');
    await user.click(card.getByRole('button', { name: 'Empty the trash' }));
    const dialog = await dialogAsking('Empty the trash of its 12 files?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(
      await card.findByText('Cancelled: the 12 files are still in the trash.'),
    ).toBeInTheDocument();
    expect(card.getByText('12 files in the trash')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<ConfirmDialogsDemo />, 'fr');
    const card = await cardOf('Demander, puis agir');
    await user.click(card.getByRole('button', { name: 'Supprimer « Bilan trimestriel »' }));
    const dialog = await dialogAsking('Supprimer « Bilan trimestriel » ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(
      await card.findByText('Annulé : « Bilan trimestriel » est toujours là.'),
    ).toBeInTheDocument();
  });
});
