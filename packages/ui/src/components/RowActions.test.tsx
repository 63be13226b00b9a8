import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { actionsColumn, DeleteAction, EditAction, ViewAction } from './RowActions';

interface Person {
  id: number;
  name: string;
}

/** The shared strings the actions read their default tips from. */
function inEnglish({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={createTestI18n({ en: { common: en } })}>{children}</I18nextProvider>
  );
}

describe('row actions', () => {
  it('view and edit are links to their target, named by their label', () => {
    render(
      <MemoryRouter>
        <ViewAction label="View Ann" tip="View" to="/people/1" />
        <EditAction label="Edit Ann" tip="Edit" to="/people/1/edit" />
      </MemoryRouter>,
      { wrapper: inEnglish },
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
    render(<DeleteAction label="Delete Ann" tip="Delete" onClick={remove} />, {
      wrapper: inEnglish,
    });
    const button = screen.getByRole('button', { name: 'Delete Ann' });
    expect(button).toHaveClass('ant-btn-dangerous');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
    await user.click(button);
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['view', ViewAction, 'Voir'],
    ['edit', EditAction, 'Modifier'],
    ['delete', DeleteAction, 'Supprimer'],
  ])('%s takes its common name as tip when none is given', async (_, Action, tip) => {
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={createTestI18n({ fr: { common: fr } }, 'fr')}>
        <Action label="Ann" onClick={() => {}} />
      </I18nextProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Ann' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(tip);
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
      { wrapper: inEnglish },
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).getByRole('button', { name: 'Delete Ann' })).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete Bob' })).toBeInTheDocument();
  });

  it('folds the actions into one menu (used on a phone): focus goes in, and back on Escape', async () => {
    const remove = jest.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <Table<Person>
          rowKey="id"
          pagination={false}
          dataSource={[{ id: 1, name: 'Ann' }]}
          columns={[
            { title: 'Name', dataIndex: 'name', key: 'name' },
            actionsColumn<Person>('Actions', (person) => (
              <>
                <ViewAction label={`View ${person.name}`} to="/people/1" />
                <DeleteAction label={`Delete ${person.name}`} onClick={remove} />
              </>
            )),
          ]}
        />
      </MemoryRouter>,
      { wrapper: inEnglish },
    );
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    const menu = await screen.findByRole('group', { name: 'Actions' });
    // Each entry shows its whole label: which action, on which row.
    const view = within(menu).getByRole('link', { name: 'View Ann' });
    expect(view).toHaveTextContent('View Ann');
    // Once the menu has finished opening.
    await waitFor(() => expect(view).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveFocus());
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.click(more);
    const again = await screen.findByRole('group', { name: 'Actions' });
    await user.click(within(again).getByRole('button', { name: 'Delete Ann' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
