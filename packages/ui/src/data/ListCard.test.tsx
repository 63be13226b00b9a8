import { fireEvent, screen, within } from '@testing-library/react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { ListCard, type ListCardController } from './ListCard';

const i18n = createTestI18n({ en: { common: en } });

interface Person {
  id: number;
  name: string;
}

const people: Person[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Person ${String(index + 1).padStart(2, '0')}`,
}));

function renderCard() {
  const list: ListCardController<Person> = {
    search: { value: 'Pers', onChange: jest.fn() },
    table: {
      dataSource: people.slice(0, 10),
      total: people.length,
      page: 1,
      perPage: 10,
      onChange: jest.fn(),
    },
  };
  renderView({
    i18n,
    element: (
      <ListCard<Person>
        list={list}
        search={{ placeholder: 'Name or email', label: 'Search people' }}
        filters={<span>City filter</span>}
        actions={<button type="button">Add person</button>}
        rowKey="id"
        columns={[{ title: 'Name', dataIndex: 'name', key: 'name' }]}
        caption="People"
        emptyText={{ empty: 'No people yet' }}
      />
    ),
  });
  return list;
}

describe('ListCard', () => {
  it("shows the controller's search with the page's label, the filters and the actions", () => {
    const list = renderCard();
    const search = screen.getByRole('textbox', { name: 'Search people' });
    expect(search).toHaveValue('Pers');
    expect(search).toHaveAttribute('placeholder', 'Name or email');
    expect(screen.getByText('City filter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add person' })).toBeInTheDocument();

    // Clearing the box reports at once (typing is debounced by the search box itself).
    fireEvent.change(search, { target: { value: '' } });
    expect(list.search.onChange).toHaveBeenCalledWith('');
  });

  it("shows the controller's page of rows and reports the pager to it", () => {
    const list = renderCard();
    const rows = within(screen.getByRole('table', { name: 'People' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Person 01');
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('2'));
    expect(list.table.onChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2 }));
  });
});
