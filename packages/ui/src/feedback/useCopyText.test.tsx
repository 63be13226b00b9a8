import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { useCopyText } from './useCopyText';

const i18n = createTestI18n({ en: { common: en } });

function CopyButtons() {
  const copy = useCopyText();
  const [copied, setCopied] = useState<boolean>();
  return (
    <>
      <button type="button" onClick={() => void copy('ADA-1').then(setCopied)}>
        Copy
      </button>
      <button type="button" onClick={() => void copy('ADA-2', 'Copied the code ADA-2')}>
        Copy code
      </button>
      <output>{copied === undefined ? '' : `copied: ${copied}`}</output>
    </>
  );
}

describe('useCopyText', () => {
  afterEach(() => jest.restoreAllMocks());

  it('copies the text and says so, in its own words or the shared sentence', async () => {
    const { user, findByText, getByRole } = renderView({ element: <CopyButtons />, i18n });
    await user.click(getByRole('button', { name: 'Copy' }));
    expect(await findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ADA-1');
    expect(await findByText('copied: true')).toBeInTheDocument();

    await user.click(getByRole('button', { name: 'Copy code' }));
    expect(await findByText('Copied the code ADA-2')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('ADA-2');
  });

  it('says so when the browser refuses, and reports it was not copied', async () => {
    const { user, findByText, getByRole } = renderView({ element: <CopyButtons />, i18n });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(getByRole('button', { name: 'Copy' }));
    expect(
      await findByText('Could not copy: select the text and copy it yourself.'),
    ).toBeInTheDocument();
    expect(await findByText('copied: false')).toBeInTheDocument();
  });
});
