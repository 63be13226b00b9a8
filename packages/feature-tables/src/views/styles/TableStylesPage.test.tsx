import { screen, within } from '@testing-library/react';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { tablesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const tableOf = (name: string) =>
  screen.getByRole('table', { name }).closest('.ant-table') as HTMLElement;

describe('TableStylesPage', () => {
  it('changes the size, and turns borders and stripes off and on', async () => {
    const { user } = await renderFeature(tablesFeature, '/tables/basic');
    const sized = () => tableOf('A table in the chosen size');
    expect(await screen.findByRole('heading', { name: 'Table styles' })).toBeInTheDocument();
    expect(sized()).toHaveClass('ant-table-medium');
    await user.click(screen.getByText('Small'));
    expect(sized()).toHaveClass('ant-table-small');

    const styled = () => tableOf('A table with borders and stripes');
    expect(styled()).toHaveClass('ant-table-bordered');
    expect(styled().querySelectorAll('.table-row--striped')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Bordered' }));
    await user.click(screen.getByRole('switch', { name: 'Striped' }));
    expect(styled()).not.toHaveClass('ant-table-bordered');
    expect(styled().querySelectorAll('.table-row--striped')).toHaveLength(0);
  });

  it('keeps the fixed table’s header and end columns in place, its body scrollable by keyboard', async () => {
    await renderFeature(tablesFeature, '/tables/basic');
    const region = await screen.findByRole('region', {
      name: 'A table with a fixed header and fixed first and last columns',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    const fixed = region.closest('.ant-table') as HTMLElement;
    expect(fixed.querySelectorAll('.ant-table-cell-fix-start').length).toBeGreaterThan(0);
    expect(fixed.querySelectorAll('.ant-table-cell-fix-end').length).toBeGreaterThan(0);
    expect(within(fixed).getAllByText('Salary').length).toBeGreaterThan(0);
  });

  it('speaks French', async () => {
    await renderFeature(tablesFeature, '/tables/basic', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Styles de tableau' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Rayures' })).toBeChecked();
  });
});
