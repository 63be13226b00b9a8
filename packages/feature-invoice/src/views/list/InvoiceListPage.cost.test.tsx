import { screen, waitFor } from '@testing-library/react';
import { Avatar, Dropdown, Popover, Tooltip } from 'antd';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { mountCost, openFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';
import type * as Columns from './columns';

setupFakeServer();
beforeEach(() => signIn());

/** Each time a row's Total cell is drawn, the row's invoice id. */
const mockDrawn: number[] = [];
jest.mock('./columns', () => {
  const actual = jest.requireActual<typeof Columns>('./columns');
  return {
    ...actual,
    invoiceColumns: (...args: Parameters<typeof actual.invoiceColumns>) =>
      actual.invoiceColumns(...args).map((column) =>
        column.key === 'total'
          ? {
              ...column,
              render: (value: unknown, invoice: { id: number }, index: number) => {
                mockDrawn.push(invoice.id);
                return column.render?.(value, invoice as never, index);
              },
            }
          : column,
      ),
  };
});
beforeEach(() => {
  mockDrawn.length = 0;
});

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));
const shownIds = () => rows().map((row) => Number(row.dataset.rowKey));
const openList = () =>
  openFeature(invoiceFeature, '/apps/invoice/list', () => expect(rows()).toHaveLength(10));

describe('InvoiceListPage, what its rows cost (a ceiling, so a heavier row fails here)', () => {
  it('mounts a row as plain elements: no tooltip, menu or antd avatar until one is used', async () => {
    const { user } = await openList();
    const row = rows()[0];
    const cost = mountCost(row, { Tooltip, Popover, Dropdown, Avatar });
    expect(cost.of).toEqual({ Tooltip: 0, Popover: 0, Dropdown: 0, Avatar: 0 });
    // Measured at 59 DOM nodes and 77 components (96 with 8 tooltips, a menu and an avatar of
    // antd's before).
    expect(cost.domNodes).toBeLessThanOrEqual(65);
    expect(cost.components).toBeLessThanOrEqual(85);
    // The one pointed at gets its tooltip.
    const id = shownIds()[0];
    await user.hover(screen.getByRole('button', { name: `Delete invoice #${id}` }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(mountCost(row, { Tooltip }).of.Tooltip).toBe(1);
  });

  it('draws each row once per answer, not again while the next page loads', async () => {
    const { user, settled } = await openList();
    const first = shownIds();
    expect([...mockDrawn].sort()).toEqual([...first].sort());
    mockDrawn.length = 0;
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(shownIds()).not.toContain(first[0]));
    await settled();
    const second = shownIds();
    expect(second).toHaveLength(10);
    expect([...mockDrawn].sort()).toEqual([...second].sort());
  });
});
