import { screen, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import RepeaterDemo from './RepeaterDemo';

const resources = featureResources('showcase');

describe('form repeater', () => {
  it('adds, checks and removes lines, keeping the total, and needs one line at least', async () => {
    const { user } = renderView({ element: <RepeaterDemo />, i18n: createTestI18n(resources) });
    // 2 × 34.50 + 5 × 4.20
    expect(await screen.findByText('Total: $90.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add a line/ }));
    const third = within(screen.getByRole('group', { name: 'Line 3' }));
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(await third.findByText('Name the item.')).toBeInTheDocument();
    expect(third.getByText('Enter a price from 0 to 10,000.')).toBeInTheDocument();
    expect(screen.getByText('nothing yet')).toBeInTheDocument();

    await user.type(third.getByLabelText('Item 3'), 'Chair');
    await user.clear(third.getByLabelText('Quantity 3'));
    await user.type(third.getByLabelText('Quantity 3'), '1.5');
    await user.type(third.getByLabelText('Price 3'), '100');
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(await third.findByText('Enter a whole quantity from 1 to 99.')).toBeInTheDocument();
    await user.clear(third.getByLabelText('Quantity 3'));
    await user.type(third.getByLabelText('Quantity 3'), '3');
    expect(await screen.findByText('Total: $390.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(await screen.findByText('3 lines, $390.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(await screen.findByText('Total: $321.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByRole('group', { name: 'Line 1' })).not.toBeInTheDocument();
    expect(await screen.findByText('Total: $0.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    expect(await screen.findByText('Add at least one line.')).toBeInTheDocument();
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
  });

  it('is in French, its amounts too', async () => {
    renderView({ element: <RepeaterDemo />, i18n: createTestI18n(resources, 'fr') });
    expect(await screen.findByText(/^Total : 90,00\s\$US$/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Ligne 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Article 1')).toHaveValue('Lampe de bureau');
  });
});
