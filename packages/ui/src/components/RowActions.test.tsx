import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { actionsColumn, DeleteAction, EditAction, ViewAction } from './RowActions';

interface Person {
  id: number;
  name: string;
}

describe('row actions', () => {
  it('view and edit are links to their target, named by their label', () => {
    render(
      <MemoryRouter>
        <ViewAction label="View Ann" tip="View" to="/people/1" />
        <EditAction label="Edit Ann" tip="Edit" to="/people/1/edit" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'View Ann' })).toHaveAttribute('href', '/people/1');
    expect(screen.getByRole('link', { name: 'Edit Ann' })).toHaveAttribute(
      'href',
      '/people/1/edit',
    );
    expect(screen.getByRole('link', { name: 'View Ann' })).not.toHaveClass('ant-btn-dangerous');
  });

  it('delete is a dangerous button that runs its action, with its tip on hover', async () => {
    const remove = jest.fn();
    const user = userEvent.setup();
    render(<DeleteAction label="Delete Ann" tip="Delete" onClick={remove} />);
    const button = screen.getByRole('button', { name: 'Delete Ann' });
    expect(button).toHaveClass('ant-btn-dangerous');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.click(button);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("the actions column titles the column and holds each row's actions", () => {
    const people: Person[] = [
      { id: 1, name: 'Ann' },
      { id: 2, name: 'Bob' },
    ];
    render(
      <Table<Person>
        rowKey="id"
        pagination={false}
        dataSource={people}
        columns={[
          { title: 'Name', dataIndex: 'name', key: 'name' },
          actionsColumn<Person>('Actions', (person) => (
            <DeleteAction label={`Delete ${person.name}`} onClick={() => {}} />
          )),
        ]}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('button', { name: 'Delete Ann' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete Bob' })).toBeInTheDocument();
  });
});
