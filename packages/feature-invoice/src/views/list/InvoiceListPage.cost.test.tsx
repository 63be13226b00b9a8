import { screen } from '@testing-library/react';
import { Avatar, Dropdown, Popover, Tooltip } from 'antd';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { mountCost, openFeature } from '@tessera/ui/testing';
import { invoiceFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

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
});
