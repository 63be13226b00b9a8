import { screen } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import ProgressDemo from './ProgressDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <ProgressDemo />, i18n: showcaseI18n(language) });
}

const kinds = [
  'Line',
  'Small line',
  'Line in a gradient',
  'Circle',
  'Dashboard',
  'Five steps',
  'Ten small steps',
];

/** The value of every progress bar that follows the buttons. */
const values = () =>
  kinds.map((kind) =>
    screen.getByRole('progressbar', { name: `${kind} progress` }).getAttribute('aria-valuenow'),
  );

describe('progress', () => {
  it('moves every kind of progress with the buttons, within 0 and 100', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Progress: 40 %');
    expect(values()).toEqual(kinds.map(() => '40'));
    await user.click(screen.getByRole('button', { name: 'More, by 10 %' }));
    expect(screen.getByRole('status')).toHaveTextContent('Progress: 50 %');
    expect(values()).toEqual(kinds.map(() => '50'));
    for (let click = 0; click < 5; click++) {
      await user.click(screen.getByRole('button', { name: 'More, by 10 %' }));
    }
    expect(values()).toEqual(kinds.map(() => '100'));
    expect(screen.getByRole('button', { name: 'More, by 10 %' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Line progress' })).toHaveClass(
      'ant-progress-status-success',
    );
    await user.click(screen.getByRole('button', { name: 'Less, by 10 %' }));
    expect(values()).toEqual(kinds.map(() => '90'));
  });

  it('shows the line’s statuses', async () => {
    renderPage();
    expect(await screen.findByRole('progressbar', { name: 'Upload failed' })).toHaveClass(
      'ant-progress-status-exception',
    );
    expect(screen.getByRole('progressbar', { name: 'Uploading, active' })).toHaveClass(
      'ant-progress-status-active',
    );
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    await user.click(await screen.findByRole('button', { name: 'Moins, de 10 %' }));
    expect(screen.getByRole('status')).toHaveTextContent('Progression : 30 %');
    expect(screen.getByRole('progressbar', { name: 'Progression : Jauge' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  });
});
