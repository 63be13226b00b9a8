import { screen, waitFor } from '@testing-library/react';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { FilterSelect } from './FilterSelect';
import { ListToolbar } from './ListToolbar';
import { ServerTable } from './ServerTable';
import type { ListQuery, ListQueryResult } from './useList';
import { useListController } from './useListController';

const i18n = createTestI18n({ en: { common: en } });

interface Fruit {
  id: number;
  name: string;
  colour: 'red' | 'green';
}
const colours = ['red', 'green'] as const;
const fruits: Fruit[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `Fruit ${index + 1}`,
  colour: colours[index % 2],
}));

type Query = ListQuery<{ colour: Fruit['colour'] }, 'name' | 'id'>;
const asked: Query[] = [];
let failing = false;

/** Plays an RTK Query hook: answers at once from the list above, or fails while `failing`. */
function useFruitsQuery(query: Query): ListQueryResult<{ fruits: Fruit[]; total: number }> {
  asked.push(query);
  const [, rerender] = useState(0);
  if (failing) {
    return {
      isFetching: false,
      isError: true,
      error: { status: 500, message: 'down' },
      refetch: () => {
        failing = false;
        rerender((count) => count + 1);
      },
    };
  }
  const matching = fruits.filter(
    (fruit) =>
      (!query.colour || fruit.colour === query.colour) &&
      (!query.q || fruit.name.includes(query.q)),
  );
  const start = (query.page - 1) * query.perPage;
  const data = { fruits: matching.slice(start, start + query.perPage), total: matching.length };
  return { data, currentData: data, isFetching: false, isError: false, refetch: () => {} };
}

const spec = {
  filters: { colour: colours },
  sort: { columns: ['name', 'id'] as const, column: 'name' as const },
  rows: (data: { fruits: Fruit[]; total: number }) => ({ rows: data.fruits, total: data.total }),
};

/** The colours are data here (say, from another call): any well-formed one goes to the server. */
const dataValuedSpec = { ...spec, filters: { colour: /^[a-z]+$/ } };

const columns: TableColumnsType<Fruit> = [
  { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
];

function FruitList({ listSpec = spec }: { listSpec?: typeof spec | typeof dataValuedSpec }) {
  const list = useListController(useFruitsQuery, listSpec);
  return (
    <>
      <ListToolbar
        search={list.search}
        filters={
          <FilterSelect
            label="Colour"
            options={colours.map((value) => ({ value, label: value }))}
            {...list.filter('colour')}
          />
        }
      />
      <ServerTable<Fruit>
        rowKey="id"
        columns={columns}
        caption="Fruits"
        emptyText={{ failed: 'The fruits could not be loaded.' }}
        {...list.table}
      />
    </>
  );
}

const renderList = (entry: string) =>
  renderView({ i18n, path: '/fruits', initialEntry: entry, element: <FruitList /> });

beforeEach(() => {
  asked.length = 0;
  failing = false;
});

describe('useListController', () => {
  it('reads typed params from the URL, falls back on what it does not know, and asks for them', () => {
    renderList('/fruits?colour=blue&page=abc&perPage=1000&sortColumn=weight&sort=desc&q=%20Fr');
    expect(asked.at(-1)).toEqual({
      q: 'Fr',
      page: 1,
      perPage: 10,
      sortColumn: 'name',
      sort: 'desc',
    });
    expect(screen.getByText('Showing 1 to 10 of 23 entries')).toBeInTheDocument();
  });

  it('passes a data-valued filter that fits its pattern, and drops one that does not', () => {
    const renderWith = (entry: string) =>
      renderView({
        i18n,
        path: '/fruits',
        initialEntry: entry,
        element: <FruitList listSpec={dataValuedSpec} />,
      });
    renderWith('/fruits?colour=blue');
    expect(asked.at(-1)).toMatchObject({ colour: 'blue' });
    renderWith('/fruits?colour=Blue!');
    expect(asked.at(-1)).not.toHaveProperty('colour');
  });

  it('moves a page past the end to the last page, and the URL follows', async () => {
    const { router } = renderList('/fruits?page=999&colour=red');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&colour=red'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(asked.at(-1)).toMatchObject({ colour: 'red', page: 2 });
    expect(screen.getByText('Showing 11 to 12 of 12 entries')).toBeInTheDocument();
  });

  it('says "no match" when a search finds nothing', () => {
    renderList('/fruits?q=nothing-like-this');
    expect(document.querySelector('.ant-empty-description')).toHaveTextContent(
      /^Nothing matches this search\.$/,
    );
  });

  it('says the load failed, not "no match", and retries', async () => {
    failing = true;
    const { user } = renderList('/fruits');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The fruits could not be loaded.');
    expect(alert).toHaveTextContent('The server had a problem. Please try again in a moment.');
    expect(screen.queryByText('Nothing matches this search.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fruit 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
