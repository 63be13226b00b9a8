import { screen, waitFor } from '@testing-library/react';
import { renderDemo } from '../testing';
import AlertsDemo from './AlertsDemo';

describe('alerts', () => {
  it('shows each type, with a description and an action', async () => {
    renderDemo(<AlertsDemo />);
    expect(await screen.findByText('The changes were saved.')).toBeInTheDocument();
    expect(screen.getByText('Your plan renews on the first of the month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });

  it('closes an alert, and brings them back', async () => {
    const { user } = renderDemo(<AlertsDemo />);
    const text = 'A closable warning: close it when read.';
    await user.click(await screen.findByRole('button', { name: `Close “${text}”` }));
    await waitFor(() => expect(screen.queryByText(text)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Show them again' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('closes the banner and shows it again', async () => {
    const { user } = renderDemo(<AlertsDemo />);
    await user.click(await screen.findByRole('button', { name: 'Close the banner' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Maintenance tonight from 22:00 to 23:00.'),
      ).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('button', { name: 'Show the banner' }));
    expect(await screen.findByText('Maintenance tonight from 22:00 to 23:00.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<AlertsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Alertes' })).toBeInTheDocument();
    expect(screen.getByText('Les modifications sont enregistrées.')).toBeInTheDocument();
  });
});
