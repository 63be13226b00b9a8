import { screen, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import RepeaterDemo from './RepeaterDemo';
import { shows } from '../test/shows';

const resources = featureResources('showcase');

describe('form repeater', () => {
  it('adds, checks and removes lines, keeping the total, and needs one line at least', async () => {
    const { user } = renderView({ element: <RepeaterDemo />, i18n: createTestI18n(resources) });
    // 2 × 34.50 + 5 × 4.20
    await shows(screen, 'Total: $90.00');

    await user.click(screen.getByRole('button', { name: /Add a line/ }));
    const third = within(screen.getByRole('group', { name: 'Line 3' }));
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    // Each field's message is drawn when its own check ends: wait for each.
    await shows(third, 'Name the item.');
    await shows(third, 'Enter a price from 0 to 10,000.');
    expect(screen.getByText('nothing yet')).toBeInTheDocument();

    await user.type(third.getByLabelText('Item 3'), 'Chair');
    await user.clear(third.getByLabelText('Quantity 3'));
    await user.type(third.getByLabelText('Quantity 3'), '1.5');
    await user.type(third.getByLabelText('Price 3'), '100');
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    await shows(third, 'Enter a whole quantity from 1 to 99.');
    await user.clear(third.getByLabelText('Quantity 3'));
    await user.type(third.getByLabelText('Quantity 3'), '3');
    await shows(screen, 'Total: $390.00');
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    await shows(screen, '3 lines, $390.00');

    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await shows(screen, 'Total: $321.00');
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect(screen.queryByRole('group', { name: 'Line 1' })).not.toBeInTheDocument();
    await shows(screen, 'Total: $0.00');
    await user.click(screen.getByRole('button', { name: 'Save the order' }));
    await shows(screen, 'Add at least one line.');
    expect(screen.getByText('nothing yet')).toBeInTheDocument();
  });

  it('is in French, its amounts too', async () => {
    renderView({ element: <RepeaterDemo />, i18n: createTestI18n(resources, 'fr') });
    await shows(screen, /^Total : 90,00\s\$US$/);
    expect(screen.getByRole('group', { name: 'Ligne 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Article 1')).toHaveValue('Lampe de bureau');
  });
});
