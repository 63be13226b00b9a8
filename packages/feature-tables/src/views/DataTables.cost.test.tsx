import { screen } from '@testing-library/react';
import { Avatar, Dropdown, Form, Popover, Tooltip } from 'antd';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { mountCost, openFeature } from '@tessera/ui/testing';
import { tablesFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));

describe('the data tables, what a row costs (a ceiling, so a heavier row fails here)', () => {
  it('mounts an advanced row as plain elements: no tooltip or editor until a cell is edited', async () => {
    const { user } = await openFeature(tablesFeature, '/tables/datatables/advanced', () =>
      expect(rows()).toHaveLength(10),
    );
    const row = rows()[0];
    const cost = mountCost(row, { Tooltip, Popover, Dropdown, Avatar, Form });
    expect(cost.of).toEqual({ Tooltip: 0, Popover: 0, Dropdown: 0, Avatar: 0, Form: 0 });
    // Measured at 67 DOM nodes and 76 components: eight cells, each with its pencil.
    expect(cost.domNodes).toBeLessThanOrEqual(74);
    expect(cost.components).toBeLessThanOrEqual(84);
    const name = row.querySelector('td')?.textContent ?? '';
    await user.click(screen.getByRole('button', { name: `Edit the Age of ${name}` }));
    expect(await screen.findByLabelText(`Age of ${name}`)).toBeInTheDocument();
    expect(mountCost(row, { Form }).of.Form).toBe(1);
  });

  it('mounts a basic row without an antd avatar or tooltip', async () => {
    await openFeature(tablesFeature, '/tables/datatables/basic', () =>
      expect(rows()).toHaveLength(10),
    );
    const cost = mountCost(rows()[0], { Tooltip, Popover, Dropdown, Avatar });
    expect(cost.of).toEqual({ Tooltip: 0, Popover: 0, Dropdown: 0, Avatar: 0 });
    // Measured at 21 DOM nodes and 22 components.
    expect(cost.domNodes).toBeLessThanOrEqual(26);
    expect(cost.components).toBeLessThanOrEqual(28);
  });
});
