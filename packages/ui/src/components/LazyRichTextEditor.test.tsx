import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import en from '../../locales/en/common.json';
import { createTestI18n } from '../testing';
import { LazyRichTextEditor } from './LazyRichTextEditor';

const i18n = createTestI18n({ en: { common: en } });

describe('LazyRichTextEditor', () => {
  // Tiptap's code takes seconds to evaluate on a busy machine: have it in the module registry
  // first. The editor still suspends on its first render (React reads a lazy import's answer
  // only after it settles), so the placeholder shows all the same.
  beforeAll(() => import('./RichTextEditor'));

  // One test: once the editor's code has loaded, no placeholder shows again.
  it('holds the editor’s place (or shows the placeholder given) while its code loads', async () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <span id="notes">Notes</span>
        <LazyRichTextEditor
          initialHtml="<p>Plan</p>"
          onChange={() => undefined}
          labelledBy="notes"
        />
        <span id="reply">Reply</span>
        <LazyRichTextEditor
          loading={<p>Opening the editor…</p>}
          initialHtml="<p>Thanks</p>"
          onChange={() => undefined}
          labelledBy="reply"
        />
      </I18nextProvider>,
    );
    const placeholder = container.querySelector('.rich-text-loading');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ minBlockSize: '200px' });
    expect(screen.getByText('Opening the editor…')).toBeInTheDocument();

    expect(await screen.findByRole('textbox', { name: 'Notes' })).toHaveTextContent('Plan');
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveTextContent('Thanks');
    expect(container.querySelector('.rich-text-loading')).toBeNull();
    expect(screen.queryByText('Opening the editor…')).toBeNull();
  });
});
