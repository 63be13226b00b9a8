import { screen } from '@testing-library/react';
import { Avatar, Dropdown, Popover, Tooltip } from 'antd';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { mountCost, openFeature } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const rows = () => Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]'));

describe('UserListPage, what a row costs (a ceiling, so a heavier row fails here)', () => {
  it('mounts a row as plain elements: no tooltip, menu or antd avatar until one is used', async () => {
    const { user } = await openFeature(usersFeature, '/apps/user/list', () =>
      expect(rows()).toHaveLength(10),
    );
    const row = rows()[0];
    const cost = mountCost(row, { Tooltip, Popover, Dropdown, Avatar });
    expect(cost.of).toEqual({ Tooltip: 0, Popover: 0, Dropdown: 0, Avatar: 0 });
    // Measured at 38 DOM nodes and 47 components (58 with 4 tooltips, a menu and an avatar
    // of antd's before).
    expect(cost.domNodes).toBeLessThanOrEqual(44);
    expect(cost.components).toBeLessThanOrEqual(54);
    const name = row.querySelector('a')?.textContent ?? '';
    await user.hover(screen.getByRole('button', { name: `Delete ${name}` }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    expect(mountCost(row, { Tooltip }).of.Tooltip).toBe(1);
  });
});
