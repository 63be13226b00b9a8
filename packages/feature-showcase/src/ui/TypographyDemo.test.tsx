import { screen } from '@testing-library/react';
import { copied, renderDemo } from '../testing';
import TypographyDemo from './TypographyDemo';

describe('typography', () => {
  it('draws the heading specimens at the theme’s sizes, and ui’s text tones', async () => {
    renderDemo(<TypographyDemo />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Typography' }),
    ).toBeInTheDocument();
    expect(screen.getByText('h1 · 38 px')).toBeInTheDocument();
    expect(screen.getByText('h5 · 16 px')).toBeInTheDocument();
    // Specimens are not headings of the page: it keeps one.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Danger text: this cannot be undone.')).toHaveClass(
      'tessera-text--danger',
    );
    expect(screen.getByRole('list', { name: 'A numbered list' })).toBeInTheDocument();
  });

  it('edits a sentence in place', async () => {
    const { user } = renderDemo(<TypographyDemo />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const editor = screen.getByRole('textbox');
    await user.clear(editor);
    await user.type(editor, 'My own words.');
    // Leaving the field keeps the text (antd reads Enter's keyCode, which jsdom leaves at 0;
    // the browser test presses Enter).
    await user.tab();
    expect(await screen.findByText('My own words.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('copies a reference with its copy button', async () => {
    const { user } = renderDemo(<TypographyDemo />);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await copied()).toBe('INV-2026-0415');
  });

  it('speaks French', async () => {
    renderDemo(<TypographyDemo />, 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Typographie' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Texte de danger : c’est irréversible.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });
});
