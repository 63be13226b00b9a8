import { screen, waitFor, within } from '@testing-library/react';
import { Pagination } from 'antd';
import { useState } from 'react';
import en from '../../locales/en/common.json';
import { createTestI18n, renderView } from '../testing';
import { ListSearch } from './ListToolbar';
import { useList, type ListQuery, type ListQueryResult } from './useList';
import { refusedItems, useSelection } from './useSelection';

const i18n = createTestI18n({ en: { common: en } });

/** A mailbox-like list that is not a table: a folder from the route, then search and pages. */
interface Note {
  id: number;
  folder: 'work' | 'home';
  title: string;
}
let notes: Note[] = [];
type Query = ListQuery<Record<never, string>, 'title' | 'id'> & { folder: Note['folder'] };
const asked: Query[] = [];

function useNotesQuery(
  query: Query,
  { skip }: { skip?: boolean },
): ListQueryResult<{
  notes: Note[];
  total: number;
}> {
  if (skip) return { isFetching: false, isError: false, refetch: () => {} };
  asked.push(query);
  const matching = notes
    .filter((note) => note.folder === query.folder && (!query.q || note.title.includes(query.q)))
    .sort(
      (a, b) =>
        (query.sort === 'desc' ? -1 : 1) *
        (query.sortColumn === 'id' ? a.id - b.id : a.title.localeCompare(b.title)),
    );
  const start = (query.page - 1) * query.perPage;
  const data = { notes: matching.slice(start, start + query.perPage), total: matching.length };
  return { data, currentData: data, isFetching: false, isError: false, refetch: () => {} };
}

const noteList = {
  sort: { columns: ['title', 'id'] as const, column: 'id' as const },
  pageSizes: [5],
  rows: (data: { notes: Note[]; total: number }) => ({ rows: data.notes, total: data.total }),
};

function Notes({ folder = 'work', skip = false }: { folder?: Note['folder']; skip?: boolean }) {
  const list = useList(useNotesQuery, { ...noteList, scope: { folder }, skip });
  // Plays a refetch: the query reads the notes again.
  const [, refresh] = useState(0);
  const selection = useSelection(
    list.rows.map((note) => note.id),
    list.selectionKey,
  );
  return (
    <section>
      <ListSearch {...list.search} />
      <button type="button" onClick={() => selection.selectPage(selection.page !== 'all')}>
        Select page ({selection.page})
      </button>
      <p>{selection.count} selected</p>
      <ul aria-label="Notes">
        {list.rows.map((note) => (
          <li key={note.id}>
            <label>
              <input
                type="checkbox"
                checked={selection.has(note.id)}
                onChange={() => selection.toggle(note.id)}
              />
              {note.title}
            </label>
          </li>
        ))}
      </ul>
      {list.rows.length === 0 && <p>{list.loading ? 'loading' : list.state}</p>}
      <Pagination simple {...list.pager} />
      <button type="button" onClick={() => refresh((count) => count + 1)}>
        Refetch
      </button>
    </section>
  );
}

const renderNotes = (entry: string, element = <Notes />) =>
  renderView({ i18n, path: '/notes', initialEntry: entry, element });
const titles = () =>
  within(screen.getByRole('list', { name: 'Notes' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  asked.length = 0;
  notes = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    folder: index < 11 ? 'work' : 'home',
    title: `Note ${String(index + 1).padStart(2, '0')}`,
  }));
});

describe('useList', () => {
  it('adds the scope to what the URL asks, and a hand-edited link falls back to the defaults', () => {
    renderNotes('/notes?sortColumn=garbage&sort=sideways&page=-3&perPage=500&q=%20Note');
    expect(asked.at(-1)).toEqual({
      q: 'Note',
      page: 1,
      perPage: 5,
      sortColumn: 'id',
      sort: 'asc',
      folder: 'work',
    });
    expect(titles()).toEqual(['Note 01', 'Note 02', 'Note 03', 'Note 04', 'Note 05']);
  });

  it('falls back to the default order, not to ascending, when the URL spells it wrong', () => {
    function NewestFirst() {
      const list = useList(useNotesQuery, {
        ...noteList,
        sort: { ...noteList.sort, order: 'desc' as const },
        scope: { folder: 'work' as const },
      });
      return <p>{list.rows[0]?.title}</p>;
    }
    renderNotes('/notes?sort=garbage', <NewestFirst />);
    expect(asked.at(-1)).toMatchObject({ sortColumn: 'id', sort: 'desc' });
    expect(screen.getByText('Note 11')).toBeInTheDocument();
  });

  it('moves a page past the end to the last page (?page=999), replacing the entry', async () => {
    // Past the end, the list is on its way to the last page: never "empty" meanwhile.
    const said: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        said.push(record.oldValue ?? '');
        for (const node of [...record.addedNodes, ...record.removedNodes])
          said.push(node.textContent ?? '');
      }
    });
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      characterDataOldValue: true,
    });
    const { router } = renderNotes('/notes?page=999');
    said.push(document.body.textContent ?? '');
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(titles()).toEqual(['Note 11']);
    watch.disconnect();
    expect(said.filter((text) => text.includes('empty'))).toEqual([]);
  });

  it('shows the last page when the only row of a page leaves the list, never "empty"', async () => {
    const { user, router } = renderNotes('/notes?page=3');
    expect(titles()).toEqual(['Note 11']);
    notes = notes.filter((note) => note.id !== 11);
    await user.click(screen.getByRole('button', { name: 'Refetch' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(titles()).toHaveLength(5);
    expect(screen.queryByText('empty')).not.toBeInTheDocument();
  });

  it('pages with the pager, and a search goes back to page 1', async () => {
    const { user, router } = renderNotes('/notes');
    await user.click(screen.getByTitle('Next Page'));
    expect(router.state.location.search).toBe('?page=2');
    expect(titles()[0]).toBe('Note 06');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Note 1');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Note+1'));
    expect(titles()).toEqual(['Note 10', 'Note 11']);
  });

  it('keeps a space typed when the search is reported, though the list searches it trimmed', async () => {
    const { user, router } = renderNotes('/notes');
    const box = screen.getByRole('textbox', { name: 'Search' });
    await user.type(box, 'Note ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Note+'));
    expect(asked.at(-1)?.q).toBe('Note');
    expect(box).toHaveValue('Note ');
    await user.type(box, '1');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Note+1'));
    expect(titles()).toEqual(['Note 10', 'Note 11']);
  });

  it('says which empty text fits, and asks nothing while skipped', () => {
    renderNotes('/notes?q=nothing');
    expect(screen.getByText('noMatch')).toBeInTheDocument();
    asked.length = 0;
    renderNotes('/notes', <Notes skip />);
    expect(asked).toEqual([]);
  });
});

describe('useSelection', () => {
  it('keeps the ids across pages, selects the page, and starts over when the search changes', async () => {
    const { user, router } = renderNotes('/notes');
    await user.click(screen.getByRole('checkbox', { name: 'Note 02' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select page/ })).toHaveTextContent('(some)');

    await user.click(screen.getByTitle('Next Page'));
    await user.click(screen.getByRole('button', { name: /Select page/ }));
    expect(screen.getByText('6 selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Select page/ })).toHaveTextContent('(all)');
    await user.click(screen.getByTitle('Previous Page'));
    expect(screen.getByRole('checkbox', { name: 'Note 02' })).toBeChecked();
    expect(router.state.location.search).toBe('');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Note');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Note'));
    expect(screen.getByText('0 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Note 02' })).not.toBeChecked();
  });

  it('takes out the page again, and only the page', async () => {
    const { user } = renderNotes('/notes');
    await user.click(screen.getByRole('button', { name: /Select page/ }));
    await user.click(screen.getByTitle('Next Page'));
    await user.click(screen.getByRole('checkbox', { name: 'Note 06' }));
    await user.click(screen.getByTitle('Previous Page'));
    await user.click(screen.getByRole('button', { name: /Select page/ }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });
});

describe('refusedItems', () => {
  it('names the items a refusal points at by their place in the request', () => {
    const refusal = {
      status: 404,
      message: 'No notes with ids 7, 9',
      fieldErrors: { 'ids.1': 'No note 7', 'ids.2': 'No note 9' },
    };
    expect(refusedItems(refusal, [3, 7, 9, 4])).toEqual([7, 9]);
    expect(refusedItems({ ...refusal, fieldErrors: { 'noteIds.0': 'x' } }, [3], 'noteIds')).toEqual(
      [3],
    );
  });

  it('names none when the whole call failed', () => {
    expect(refusedItems({ status: 500, message: 'Down' }, [1, 2])).toEqual([]);
  });
});
