import { screen, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { StaticTable } from './StaticTable';

const i18n = createTestI18n({ en: { common: en } });

interface Device {
  id: number;
  browser: string;
}

const columns: TableColumnsType<Device> = [
  { title: 'Browser', dataIndex: 'browser', key: 'browser' },
];

/** jsdom lays nothing out: the scroll box is as wide as the test says. */
function layOut(contentWidth: number, boxWidth: number) {
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
}

afterEach(() => jest.restoreAllMocks());

function renderDevices(devices: Device[]) {
  return renderView({
    i18n,
    element: (
      <StaticTable<Device>
        rowKey="id"
        caption="Recent devices"
        columns={columns}
        dataSource={devices}
        emptyText="No device has signed in yet."
      />
    ),
  });
}

describe('StaticTable', () => {
  it('shows every row in a table named by its caption, without paging', () => {
    layOut(600, 600);
    const { container } = renderDevices([
      { id: 1, browser: 'Firefox on Linux' },
      { id: 2, browser: 'Safari on iPhone' },
    ]);
    const table = screen.getByRole('table', { name: 'Recent devices' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Safari on iPhone')).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination')).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    layOut(600, 600);
    renderDevices([]);
    expect(screen.getByText('No device has signed in yet.')).toBeInTheDocument();
  });

  it('lets the keyboard reach and scroll a table wider than the screen', () => {
    layOut(900, 600);
    renderDevices([{ id: 1, browser: 'Firefox on Linux' }]);
    const region = screen.getByRole('region', { name: 'Recent devices' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table', { name: 'Recent devices' }));
  });

  it('adds no tab stop to a table that fits', () => {
    layOut(600, 600);
    const { container } = renderDevices([{ id: 1, browser: 'Firefox on Linux' }]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[tabindex="0"]')).toBeNull();
  });
});
