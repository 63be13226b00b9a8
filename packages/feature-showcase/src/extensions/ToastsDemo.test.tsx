import { screen, waitFor, within } from '@testing-library/react';
import ToastsDemo from './ToastsDemo';
import { renderDemo } from '../testing';

describe('toasts demo', () => {
  it('shows each kind of message through the apps’ own toasts', async () => {
    const { user } = renderDemo(<ToastsDemo />);
    const card = within((await screen.findByText('Messages')).closest('.ant-card') as HTMLElement);
    await user.click(card.getByRole('radio', { name: '5 seconds' }));
    await user.click(card.getByRole('button', { name: 'Warning' }));
    expect(await screen.findByText('Your storage is almost full.')).toBeInTheDocument();
    expect(card.getByRole('status')).toHaveTextContent('Showing: “Your storage is almost full.”');
    await user.click(card.getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('The report could not be saved.')).toBeInTheDocument();
  });

  it('opens a notification in the chosen corner, kept until its close button is pressed', async () => {
    const { user } = renderDemo(<ToastsDemo />);
    const card = within(
      (await screen.findByText('Notifications')).closest('.ant-card') as HTMLElement,
    );
    await user.click(card.getByRole('combobox', { name: 'Corner' }));
    await user.click(await screen.findByTitle('Bottom left'));
    await user.click(card.getByRole('combobox', { name: 'Stays for' }));
    await user.click(await screen.findByTitle('Until closed'));
    await user.click(card.getByRole('button', { name: 'Success' }));

    const title = await screen.findByText('Payment received');
    expect(screen.getByText('Invoice 4127 was paid in full this morning.')).toBeInTheDocument();
    expect(title.closest('.ant-notification-bottomLeft')).not.toBeNull();
    expect(card.getByRole('status')).toHaveTextContent('Opened: “Payment received”');

    await user.click(screen.getByRole('button', { name: 'Close “Payment received”' }));
    expect(await card.findByText('Closed: “Payment received”')).toBeInTheDocument();
  });

  it('closes every notification at once', async () => {
    const { user } = renderDemo(<ToastsDemo />);
    const card = within(
      (await screen.findByText('Notifications')).closest('.ant-card') as HTMLElement,
    );
    expect(card.getByRole('button', { name: 'Close all' })).toBeDisabled();
    await user.click(card.getByRole('button', { name: 'Information' }));
    await user.click(card.getByRole('button', { name: 'Error' }));
    expect(await screen.findByText('Sync failed')).toBeInTheDocument();
    expect(screen.getByText('Maintenance on Sunday')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Close all' }));
    await waitFor(() => expect(screen.queryByText('Sync failed')).not.toBeInTheDocument());
    expect(screen.queryByText('Maintenance on Sunday')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<ToastsDemo />, 'fr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications éphémères' }),
    ).toBeInTheDocument();
    const card = within((await screen.findByText('Messages')).closest('.ant-card') as HTMLElement);
    await user.click(card.getByRole('button', { name: 'Succès' }));
    expect(await screen.findByText('Le rapport a été enregistré.')).toBeInTheDocument();
  });
});
