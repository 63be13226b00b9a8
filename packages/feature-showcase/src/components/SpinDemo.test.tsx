import { act, fireEvent, screen } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import SpinDemo, { quickLoadMs, slowLoadMs, spinDelayMs } from './SpinDemo';

afterEach(() => jest.useRealTimers());

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <SpinDemo />, i18n: showcaseI18n(language) });
}

describe('spin', () => {
  it('spins each size once switched on', async () => {
    const { user } = renderPage();
    const sizes = await screen.findByTestId('sizes');
    expect(sizes.querySelectorAll('.ant-spin-spinning')).toHaveLength(0);
    await user.click(screen.getByRole('switch', { name: 'Spin' }));
    expect(sizes.querySelectorAll('.ant-spin-spinning')).toHaveLength(4);
    expect(sizes.querySelectorAll('.ant-spin-sm')).toHaveLength(1);
    expect(sizes.querySelectorAll('.ant-spin-lg')).toHaveLength(1);
  });

  it('covers the content while the switch is on', async () => {
    const { user } = renderPage();
    const covering = await screen.findByTestId('covering');
    expect(covering).toHaveAttribute('aria-busy', 'false');
    await user.click(screen.getByRole('switch', { name: 'Loading' }));
    expect(covering).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the orders…')).toBeVisible();
    expect(screen.getByText('Order A-1043')).toBeVisible();
    await user.click(screen.getByRole('switch', { name: 'Loading' }));
    expect(covering).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the spinner back during the delay, and shows it for a slow load', async () => {
    renderPage();
    const delayed = await screen.findByTestId('delayed');
    // The clock is ours from here: the delay is what is tested, not the machine's speed.
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'A quick load (150 ms)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => jest.advanceTimersByTime(quickLoadMs));
    expect(screen.getByRole('status')).toHaveTextContent('Loaded.');
    // Under the delay, nothing ever spun.
    expect(delayed).toHaveAttribute('aria-busy', 'false');

    fireEvent.click(screen.getByRole('button', { name: 'A slow load (1500 ms)' }));
    act(() => jest.advanceTimersByTime(spinDelayMs - 50));
    expect(delayed).toHaveAttribute('aria-busy', 'false');
    act(() => jest.advanceTimersByTime(100));
    expect(delayed).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(slowLoadMs));
    expect(screen.getByRole('status')).toHaveTextContent('Loaded.');
    expect(delayed).toHaveAttribute('aria-busy', 'false');
  });

  it('speaks French', async () => {
    renderPage('fr');
    expect(await screen.findByRole('switch', { name: 'Chargement' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Rien de chargé pour l’instant.');
  });
});
