import { screen, waitFor, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import TagsDemo from './TagsDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <TagsDemo />, i18n: showcaseI18n(language) });
}

const card = async (title: string) =>
  within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

describe('tags', () => {
  it('removes a closed tag, by click and by keyboard, and brings them back', async () => {
    const { user } = renderPage();
    const closable = await card('Closable');
    expect(closable.getByRole('status')).toHaveTextContent('4 labels left');
    await user.click(closable.getByRole('button', { name: 'Remove Research' }));
    expect(closable.queryByText('Research')).not.toBeInTheDocument();
    expect(closable.getByRole('status')).toHaveTextContent('3 labels left');
    closable.getByRole('button', { name: 'Remove Design' }).focus();
    await user.keyboard('{Enter}');
    expect(closable.queryByText('Design')).not.toBeInTheDocument();
    await user.click(closable.getByRole('button', { name: 'Bring them back' }));
    expect(closable.getByText('Research')).toBeVisible();
    expect(closable.getByRole('status')).toHaveTextContent('4 labels left');
  });

  it('checks and unchecks tags', async () => {
    const { user } = renderPage();
    const checkable = await card('Checkable');
    expect(checkable.getByRole('status')).toHaveTextContent('Following: Front end, Data');
    await user.click(checkable.getByText('Security'));
    await user.click(checkable.getByText('Front end'));
    expect(checkable.getByRole('status')).toHaveTextContent('Following: Data, Security');
  });

  it('adds a typed tag, once', async () => {
    const { user } = renderPage();
    const add = await card('Add a tag');
    await user.click(add.getByRole('button', { name: /New tag/ }));
    const input = add.getByRole('textbox', { name: 'Name of the new tag' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, '  Board meeting {Enter}');
    expect(add.getByText('Board meeting')).toBeVisible();
    await user.click(add.getByRole('button', { name: /New tag/ }));
    await user.type(add.getByRole('textbox', { name: 'Name of the new tag' }), 'urgent{Enter}');
    expect(add.getAllByText(/urgent/i)).toHaveLength(1);
    expect(add.getByRole('button', { name: /New tag/ })).toBeVisible();
  });

  it('colours tags', async () => {
    renderPage();
    const colours = await card('Colours');
    // ColorTag draws a palette's dark shade on its tint, not antd's pale preset text.
    expect((colours.getByText('Overdue').closest('.ant-tag') as HTMLElement).style.color).toMatch(
      /rgb|#/,
    );
    expect(colours.getByText('Solid #0f766e')).toHaveStyle({ backgroundColor: '#0f766e' });
    expect(colours.getByText('Filled #0f766e')).toHaveStyle({ color: '#0f766e' });
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    const closable = await card('Fermables');
    await user.click(closable.getByRole('button', { name: 'Retirer Recherche' }));
    expect(closable.getByRole('status')).toHaveTextContent('3 étiquettes restantes');
  });
});
