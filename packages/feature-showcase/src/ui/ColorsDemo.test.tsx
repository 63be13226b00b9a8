import { screen, within } from '@testing-library/react';
import ColorsDemo from './ColorsDemo';
import { copied, renderDemo } from '../testing';

const swatch = (name: string) =>
  within(screen.getByText(name, { selector: '.demo-swatch__name' }).closest('li') as HTMLElement);

describe('colors', () => {
  it('shows each token with its value, and copies the value', async () => {
    const { user } = renderDemo(<ColorsDemo />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Colors' })).toBeInTheDocument();
    expect(swatch('colorPrimary').getByText('#5b4fe0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy colorPrimary (#5b4fe0)' }));
    expect(await screen.findByText('Copied #5b4fe0 (colorPrimary)')).toBeInTheDocument();
    expect(await copied()).toBe('#5b4fe0');
  });

  it('reads the tokens of the skin in use: switching to dark redraws them', async () => {
    const { user, store } = renderDemo(<ColorsDemo />);
    expect((await screen.findByText('colorBgContainer')).closest('li')).toHaveTextContent(
      '#ffffff',
    );
    await user.click(screen.getByText('Dark'));
    expect(await swatch('colorBgContainer').findByText('#283046')).toBeInTheDocument();
    expect(swatch('colorBgLayout').getByText('#161d31')).toBeInTheDocument();
    expect(store.getState().layout.skin).toBe('dark');
  });

  it('says so when the browser refuses the clipboard', async () => {
    const { user } = renderDemo(<ColorsDemo />);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy colorError (#d4292c)' }));
    expect(
      await screen.findByText('Could not copy: select the text and copy it yourself.'),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<ColorsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Couleurs' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Copier colorPrimary (#5b4fe0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sombre')).toBeInTheDocument();
  });
});
