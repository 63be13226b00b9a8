import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { usePanelFocus } from './usePanelFocus';

const i18n = createTestI18n({ en: { common: en } });

function Panel({ onClose, withField }: { onClose: () => void; withField: boolean }) {
  const ref = useRef<HTMLElement>(null);
  usePanelFocus(ref);
  return (
    <section ref={ref} role="region" aria-label="New message" tabIndex={-1}>
      {withField && (
        <label>
          To <input />
        </label>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}

function Page({ withField = true }: { withField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Compose
      </button>
      {open && <Panel withField={withField} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('usePanelFocus', () => {
  it('takes the focus into the first field on opening, and gives it back on closing', async () => {
    const { user } = renderView({ i18n, element: <Page /> });
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Compose' })).toHaveFocus();
  });

  it('focuses the window itself when it holds no field', async () => {
    const { user } = renderView({ i18n, element: <Page withField={false} /> });
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    expect(screen.getByRole('region', { name: 'New message' })).toHaveFocus();
  });
});
