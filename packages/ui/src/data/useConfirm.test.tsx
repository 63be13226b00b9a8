import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { useConfirm } from './useConfirm';

const i18n = createTestI18n({ en: { common: en } });

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    const confirmed = await confirm({
      title: 'Delete Ada?',
      content: 'This cannot be undone.',
      okText: 'Delete',
      danger: true,
    });
    setAnswer(String(confirmed));
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Ask
      </button>
      <output>{answer}</output>
    </>
  );
}

async function openDialog() {
  renderView({ element: <DeleteButton />, i18n });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete Ada?');
  expect(dialog).toHaveTextContent('This cannot be undone.');
  return dialog;
}

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    await openDialog();
    const ok = screen.getByRole('button', { name: 'Delete' });
    expect(ok).toHaveClass('ant-btn-dangerous');
    fireEvent.click(ok);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'));
  });

  it('resolves false when cancelled', async () => {
    await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('false'));
  });
});
