import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { ServerTable, type ServerTableProps } from './ServerTable';

const i18n = createTestI18n({ en: { common: en } });

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
  city: index % 2 ? 'Lyon' : 'Oslo',
}));

const columns: TableColumnsType<Person> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
  { title: 'City', dataIndex: 'city', key: 'city' },
  {
    title: 'Actions',
    key: 'actions',
    render: (_, person) => (
      <button type="button" onClick={() => removed(person.name)}>
        Delete {person.name}
      </button>
    ),
  },
];

const removed = jest.fn();

function renderTable(props: Partial<ServerTableProps<Person>> = {}) {
  const onChange = jest.fn();
  const view = renderView({
    i18n,
    element: (
      <ServerTable<Person>
        rowKey="id"
        columns={columns}
        dataSource={people.slice(0, 10)}
        total={people.length}
        page={1}
        perPage={10}
        onChange={onChange}
        caption="People"
        {...props}
      />
    ),
  });
  return { ...view, onChange };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

beforeEach(() => removed.mockClear());

describe('ServerTable', () => {
  it('shows the page it is given with the entries count', () => {
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(bodyRows()[0]).toHaveTextContent('Person 01');
    expect(screen.getByText('Showing 1 to 10 of 57 entries')).toBeInTheDocument();
    expect(screen.getByTitle('6')).toBeInTheDocument(); // 57 rows at 10 a page: 6 pages
  });

  it('counts the last page from its first row', () => {
    renderTable({ page: 6, dataSource: people.slice(50) });
    expect(screen.getByText('Showing 51 to 57 of 57 entries')).toBeInTheDocument();
  });

  it('reports the page the user asks for, keeping the sort', () => {
    const { onChange } = renderTable({ sortColumn: 'name', sort: 'desc' });
    fireEvent.click(screen.getByTitle('2'));
    expect(onChange).toHaveBeenCalledWith({
      page: 2,
      perPage: 10,
      sortColumn: 'name',
      sort: 'desc',
    });
  });

  it('reports a new page size from the first page', () => {
    const { onChange } = renderTable({ page: 3 });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByTitle('25 / page'));
    expect(onChange).toHaveBeenCalledWith({ page: 1, perPage: 25 });
  });

  it('asks the server to sort by the column key and shows the sort it is given', () => {
    const { onChange } = renderTable({ page: 4 });
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).not.toHaveAttribute('aria-sort');

    fireEvent.click(nameHeader);
    expect(onChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      sortColumn: 'name',
      sort: 'asc',
    });
  });

  it('marks the controlled sort and cycles it to descending, then off', () => {
    const sorted = renderTable({ sortColumn: 'name', sort: 'asc' });
    const header = () => screen.getByRole('columnheader', { name: /Name/ });
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(header());
    expect(sorted.onChange).toHaveBeenLastCalledWith({
      page: 1,
      perPage: 10,
      sortColumn: 'name',
      sort: 'desc',
    });
    sorted.unmount();

    const descending = renderTable({ sortColumn: 'name', sort: 'desc' });
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(header());
    expect(descending.onChange).toHaveBeenLastCalledWith({ page: 1, perPage: 10 });
  });

  it('says why it is empty: nothing at all, nothing matching, or a failed load', () => {
    const texts = { noMatch: 'No person matches this search', empty: 'Nobody yet' };
    const empty = renderTable({ dataSource: [], total: 0, emptyText: texts });
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    empty.unmount();

    const noMatch = renderTable({ dataSource: [], total: 0, emptyText: texts, state: 'noMatch' });
    expect(screen.getByText('No person matches this search')).toBeInTheDocument();
    noMatch.unmount();

    // Without texts of its own, the table says it in common words.
    const onRetry = jest.fn();
    renderTable({ dataSource: [], total: 0, state: 'failed', error: { status: 403 }, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getAllByText('The list could not be loaded.')).toHaveLength(2);
    expect(screen.queryByText('No person matches this search')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a loading state', () => {
    const { container } = renderTable({ loading: true });
    expect(container.querySelector('.ant-spin-spinning')).toBeInTheDocument();
  });

  it('keeps the room of a full page while the first page loads, not an empty state', () => {
    const { container } = renderTable({
      loading: true,
      dataSource: [],
      total: 0,
      perPage: 25,
      rowHeight: 75,
      state: 'noMatch',
      emptyText: { noMatch: 'No person matches this search' },
    });
    expect(screen.queryByText('No person matches this search')).not.toBeInTheDocument();
    const room = container.querySelector<HTMLElement>('.ant-table-placeholder [aria-hidden]');
    // 25 rows of 75 px, less the placeholder cell's own padding and border.
    expect(room?.style.height).toBe(`${25 * 75 - 33}px`);
  });

  it('opens a row on click or Enter, but leaves buttons inside it alone', () => {
    const onRowClick = jest.fn();
    renderTable({ onRowClick });
    const [first, second] = bodyRows();

    fireEvent.click(within(first).getByText('Oslo'));
    expect(onRowClick).toHaveBeenCalledWith(people[0]);

    second.focus();
    expect(second).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onRowClick).toHaveBeenLastCalledWith(people[1]);
    expect(onRowClick).toHaveBeenCalledTimes(2);

    const remove = within(second).getByRole('button', { name: 'Delete Person 02' });
    fireEvent.click(remove);
    fireEvent.keyDown(remove, { key: 'Enter' });
    expect(removed).toHaveBeenCalledWith('Person 02');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('leaves rows inert without onRowClick', () => {
    renderTable();
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
  });

  it('opens a row on its details with expandable, and keeps its header in view with sticky', () => {
    const { container } = renderTable({
      expandable: { expandedRowRender: (person) => <p>Lives in {person.city}</p> },
      sticky: true,
    });
    expect(screen.queryByText('Lives in Oslo')).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Expand row' })[0]);
    expect(screen.getByText('Lives in Oslo')).toBeVisible();
    expect(container.querySelector('.ant-table-sticky-holder')).not.toBeNull();
  });
});

describe('ServerTable, drawing rows', () => {
  /** Each time a row's Name cell is drawn, the row's id. */
  const drawn: number[] = [];
  const countedColumns: TableColumnsType<Person> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, person) => {
        drawn.push(person.id);
        return person.name;
      },
    },
    { title: 'City', dataIndex: 'city', key: 'city' },
  ];

  /** A list page in small: the page asked for, the answer shown, and a state of its own. */
  function Page() {
    const [page, setPage] = useState(1);
    const [answer, setAnswer] = useState({ page: 1, rows: people.slice(0, 10) });
    const [, setOther] = useState(0);
    const onChange = (change: { page: number }) => setPage(change.page);
    return (
      <>
        <button type="button" onClick={() => setOther((count) => count + 1)}>
          Something else
        </button>
        <button
          type="button"
          onClick={() => setAnswer({ page, rows: people.slice((page - 1) * 10, page * 10) })}
        >
          Answer
        </button>
        <ServerTable<Person>
          rowKey="id"
          columns={countedColumns}
          dataSource={answer.rows}
          loading={answer.page !== page}
          total={people.length}
          page={page}
          perPage={10}
          onChange={onChange}
          onRowClick={() => {}}
          caption="People"
        />
      </>
    );
  }

  it('draws each row once per answer: not again while the next page loads, nor when the page redraws', async () => {
    drawn.length = 0;
    renderView({ i18n, element: <Page /> });
    expect([...drawn].sort((a, b) => a - b)).toEqual(people.slice(0, 10).map((p) => p.id));
    drawn.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Something else' }));
    fireEvent.click(screen.getByTitle('2'));
    // Loading: the first page stays, under the spinner, without being drawn again.
    expect(bodyRows()[0]).toHaveTextContent('Person 01');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(drawn).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    expect(bodyRows()[0]).toHaveTextContent('Person 11');
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    expect([...drawn].sort((a, b) => a - b)).toEqual(people.slice(10, 20).map((p) => p.id));
  });
});
