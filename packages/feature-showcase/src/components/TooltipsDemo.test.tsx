import { act, screen } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import TooltipsDemo from './TooltipsDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <TooltipsDemo />, i18n: showcaseI18n(language) });
}

describe('tooltips', () => {
  it('opens a tooltip on the side asked, on hover', async () => {
    const { user } = renderPage();
    await user.hover(await screen.findByRole('button', { name: 'Left' }));
    const tip = await screen.findByRole('tooltip', { name: "On the button's left" });
    expect(tip.closest('.ant-tooltip')).toHaveClass('ant-tooltip-placement-left');
  });

  it('opens each tooltip of the toolbar on the keyboard’s focus', async () => {
    const { user } = renderPage();
    const bold = await screen.findByRole('button', { name: 'Bold' });
    act(() => bold.focus());
    expect(await screen.findByRole('tooltip', { name: 'Bold' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Italic' })).toHaveFocus();
    expect(await screen.findByRole('tooltip', { name: 'Italic' })).toBeInTheDocument();
  });

  it('colours a tooltip', async () => {
    const { user } = renderPage();
    await user.hover(await screen.findByRole('button', { name: 'Teal' }));
    const tip = await screen.findByRole('tooltip', { name: 'A teal tooltip, a colour of our own' });
    expect(tip).toHaveStyle({ background: 'rgb(15, 118, 110)' });
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    await user.hover(await screen.findByRole('button', { name: 'Bas' }));
    expect(await screen.findByRole('tooltip', { name: 'Sous le bouton' })).toBeInTheDocument();
  });
});
