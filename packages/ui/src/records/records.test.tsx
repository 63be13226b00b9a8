import { screen, waitFor } from '@testing-library/react';
import { LinkButton } from '../components/LinkButton';
import en from '../../locales/en/common.json';
import { serverApi, type ServerError } from '../server-state';
import { createTestI18n, renderView } from '../testing';
import { NewestRecordRedirect } from './NewestRecordRedirect';
import { RecordUnavailable } from './RecordUnavailable';
import { useRecordPage } from './useRecordPage';

const i18n = createTestI18n({ en: { common: en } });

interface Note {
  id: number;
  text: string;
}

/** A tiny server: its notes, the ids it was asked for, and the failures it answers next. */
const server = {
  notes: new Map<number, Note>(),
  asked: [] as number[],
  failures: [] as ServerError[],
  answer<Data>(data: () => Data) {
    const failure = server.failures.shift();
    return Promise.resolve(failure ? { error: failure } : { data: data() });
  },
};

const notesApi = serverApi.enhanceEndpoints({ addTagTypes: ['TestNote'] }).injectEndpoints({
  endpoints: (build) => ({
    testNote: build.query<Note, { id: number }>({
      queryFn: ({ id }) => {
        server.asked.push(id);
        const note = server.notes.get(id);
        return note
          ? server.answer(() => note)
          : Promise.resolve({ error: { status: 404, message: 'No such note.' } });
      },
    }),
    newestTestNoteId: build.query<number | null, undefined>({
      queryFn: () => server.answer(() => Math.max(0, ...server.notes.keys()) || null),
    }),
  }),
});

function NotePage() {
  const page = useRecordPage(notesApi.useTestNoteQuery);
  if (page.unavailable) {
    return (
      <RecordUnavailable
        page={page}
        notFound={{ title: 'Note not found', description: `No note has the id ${page.param}.` }}
        failed="The note could not be loaded."
        back={<LinkButton to="/notes">Back to notes</LinkButton>}
      />
    );
  }
  return <p>{page.record ? `Note ${page.id}: ${page.record.text}` : 'Loading…'}</p>;
}

const renderNote = (path: string) =>
  renderView({ i18n, path: '/notes/:id', initialEntry: path, element: <NotePage /> });

beforeEach(() => {
  server.notes = new Map([[7, { id: 7, text: 'Buy milk' }]]);
  server.asked = [];
  server.failures = [];
});

describe('useRecordPage and RecordUnavailable', () => {
  it("shows the record of the route's id", async () => {
    renderNote('/notes/7');
    expect(await screen.findByText('Note 7: Buy milk')).toBeInTheDocument();
    expect(server.asked).toEqual([7]);
  });

  it.each(['abc', '7.5', '-7', '0', '1e3', '99999999999999999999'])(
    'takes a malformed id (%s) for a missing record, without asking the server',
    async (id) => {
      renderNote(`/notes/${id}`);
      expect(await screen.findByRole('heading', { name: 'Note not found' })).toBeInTheDocument();
      expect(screen.getByText(`No note has the id ${id}.`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to notes' })).toHaveAttribute('href', '/notes');
      expect(server.asked).toEqual([]);
    },
  );

  it('takes a 404 for a missing record', async () => {
    renderNote('/notes/8');
    expect(await screen.findByRole('heading', { name: 'Note not found' })).toBeInTheDocument();
    expect(server.asked).toEqual([8]);
  });

  it('says any other failure in the common words, and its retry loads the record', async () => {
    server.failures.push({ status: 500, message: 'Database down' });
    const { user } = renderNote('/notes/7');
    expect(
      await screen.findByRole('heading', { name: 'The note could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.getByText(en.errors.server)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.actions.retry }));
    expect(await screen.findByText('Note 7: Buy milk')).toBeInTheDocument();
  });
});

describe('NewestRecordRedirect', () => {
  const texts = {
    title: 'Note',
    loading: 'Loading the note…',
    empty: 'There are no notes yet.',
    failed: 'The notes could not be loaded.',
  };
  const renderRedirect = () =>
    renderView({
      i18n,
      path: '/notes/view',
      element: (
        <NewestRecordRedirect
          useNewestId={notesApi.useNewestTestNoteIdQuery}
          to={(id) => `/notes/view/${id}`}
          texts={texts}
          back={<LinkButton to="/notes">Back to notes</LinkButton>}
        />
      ),
      routes: [{ path: '/notes/view/:id', element: <p>Opened</p> }],
    });

  it('opens the newest record', async () => {
    server.notes.set(12, { id: 12, text: 'Call Ann' });
    const { router } = renderRedirect();
    expect(await screen.findByText('Opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/notes/view/12');
  });

  it('says when there is none, with the way back', async () => {
    server.notes.clear();
    renderRedirect();
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to notes' })).toBeInTheDocument();
  });

  it('offers a retry when the question fails, which opens the record', async () => {
    server.failures.push({ status: 0, message: 'Network Error' });
    const { user, router } = renderRedirect();
    expect(await screen.findByRole('heading', { name: texts.failed })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en.actions.retry }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notes/view/7'));
  });
});
