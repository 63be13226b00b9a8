import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { useConfirmedAction } from './useConfirmedAction';

const i18n = createTestI18n({ en: { common: en } });

/** A delete that asks, against a server that answers with `answer` and counts its calls. */
function DeleteAda({ answer }: { answer: () => Promise<{ name: string }> }) {
  const act = useConfirmedAction();
  const [outcome, setOutcome] = useState('none');
  const remove = async () => {
    const done = await act(answer, {
      confirm: { title: 'Delete Ada?', okText: 'Delete', danger: true },
      done: (removed) => `${removed.name} was deleted.`,
    });
    setOutcome(String(done));
  };
  return (
    <>
      <button type="button" onClick={() => void remove()}>
        Delete Ada
      </button>
      <output>{outcome}</output>
    </>
  );
}

async function askToDelete(answer: () => Promise<{ name: string }>) {
  const view = renderView({ i18n, element: <DeleteAda answer={answer} /> });
  await view.user.click(screen.getByRole('button', { name: 'Delete Ada' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete Ada?');
  return { ...view, dialog };
}

describe('useConfirmedAction', () => {
  it('asks, then does it and says so', async () => {
    const answer = jest.fn(() => Promise.resolve({ name: 'Ada' }));
    const { user, dialog } = await askToDelete(answer);
    expect(answer).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Ada was deleted.')).toBeInTheDocument();
    expect(answer).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('true');
  });

  it('does nothing when cancelled', async () => {
    const answer = jest.fn(() => Promise.resolve({ name: 'Ada' }));
    const { user, dialog } = await askToDelete(answer);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
    expect(answer).not.toHaveBeenCalled();
  });

  it("says a refusal in the common words, and no 'done'", async () => {
    const answer = () => Promise.reject({ status: 403, message: 'Forbidden' });
    const { user, dialog } = await askToDelete(answer);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(en.errors.forbidden)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('false');
    expect(screen.queryByText('Ada was deleted.')).toBeNull();
  });
});
