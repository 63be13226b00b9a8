import { screen, waitFor, within } from '@testing-library/react';
import { api, type Employee } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, renderFeature } from '@tessera/ui/testing';
import { tablesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const path = '/tables/datatables/basic';
const table = () => screen.getByRole('table', { name: /^(Employees|Employés)$/ });
// A selector, not role queries: role queries over a whole antd table are slow in jsdom.
const shownIds = () =>
  Array.from(table().querySelectorAll('tbody tr[data-row-key]')).map((row) =>
    Number(row.getAttribute('data-row-key')),
  );
const totalText = (count: number) => new RegExp(`of ${count} entries`);

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function openTable(entry = path, language?: 'fr') {
  const view = await renderFeature(tablesFeature, entry, language ? { language } : {});
  await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
  return view;
}

let everyone: Employee[];
beforeEach(async () => {
  everyone = (await api.datatables.initialData()).employees;
});

describe('DatatablesBasicPage', () => {
  it('shows the first 10 employees by id with their status badges, and the total', async () => {
    await openTable();
    expect(shownIds()).toEqual(everyone.slice(0, 10).map((employee) => employee.id));
    expect(screen.getByText(totalText(everyone.length))).toBeInTheDocument();
    const [first] = everyone;
    const row = table().querySelector(`tr[data-row-key="${first.id}"]`) as HTMLElement;
    expect(row).toHaveTextContent(first.full_name);
    expect(row).toHaveTextContent(first.city);
    const labels = ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'];
    expect(within(row).getByText(labels[first.status - 1])).toBeInTheDocument();
  });

  it('searches (a city), sorts by salary and shows 25 a page, keeping each in the URL', async () => {
    const city = everyone[3].city;
    const { user, router } = await openTable();
    await user.click(screen.getByRole('textbox', { name: 'Search employees' }));
    await user.paste(city);
    const matching = everyone.filter((employee) =>
      [employee.full_name, employee.post, employee.email, employee.city].some((text) =>
        text.toLowerCase().includes(city.toLowerCase()),
      ),
    );
    await waitFor(() => expect(screen.getByText(totalText(matching.length))).toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(city);

    await user.click(within(table().querySelector('thead') as HTMLElement).getByText('Salary'));
    const cheapest = [...matching].sort((a, b) => a.salary - b.salary || a.id - b.id);
    await waitFor(() => expect(shownIds()[0]).toBe(cheapest[0].id));
    expect(router.state.location.search).toContain('sortColumn=salary');
  });

  it('opens a row on its details', async () => {
    const { user } = await openTable(`${path}?perPage=25`);
    expect(shownIds()).toHaveLength(25);
    const [first] = everyone;
    await user.click(screen.getAllByRole('button', { name: 'Expand row' })[0]);
    const details = await screen.findByText(first.full_name, {
      selector: '.ant-descriptions-title',
    });
    const panel = details.closest('.employee-details') as HTMLElement;
    expect(panel).toHaveTextContent(first.post);
    expect(panel).toHaveTextContent(`${first.experience} year`);
  });

  it('exports the rows picked on two pages as CSV, and only those', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:employees';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openTable();
    const exportButton = screen.getByRole('button', { name: /Export CSV/ });
    expect(exportButton).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: `Select ${everyone[1].full_name}` }));
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(shownIds()[0]).toBe(everyone[10].id));
    await user.click(screen.getByRole('checkbox', { name: `Select ${everyone[12].full_name}` }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(exportButton);
    expect(await screen.findByText('2 employees exported.')).toBeInTheDocument();
    const lines = (await readBlob(saved[0])).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Name,Post,Email,City,Start date,Salary,Age,Experience,Status');
    expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([
      everyone[1].id,
      everyone[12].id,
    ]);
    expect(clicked).toHaveBeenCalled();
    clicked.mockRestore();
  });

  it('exports the rows picked as an Excel workbook, its writer loaded on demand', async () => {
    const saved: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:employees';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openTable();
    await user.click(screen.getByRole('checkbox', { name: `Select ${everyone[0].full_name}` }));
    await user.click(screen.getByRole('button', { name: /Export Excel/ }));
    expect(await screen.findByText('1 employee exported.')).toBeInTheDocument();
    // An .xlsx file is a zip archive: it starts with 'PK'.
    expect((await readBlob(saved[0])).slice(0, 2)).toBe('PK');
    clicked.mockRestore();
  });

  it('says a failed load failed, and shows the employees once retried', async () => {
    failNext(endpoints.datatables.list, { status: 500 });
    const { user } = await renderFeature(tablesFeature, path);
    const failure = await findLoadFailure(user, 'The employees could not be loaded.');
    expect(table().querySelectorAll('tbody tr[data-row-key]')).toHaveLength(0);
    await failure.retry();
    await waitFor(() => expect(shownIds()).toHaveLength(10));
  });

  it('speaks French', async () => {
    await openTable(path, 'fr');
    expect(screen.getByRole('heading', { name: 'Tableau de données' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporter en Excel/ })).toBeDisabled();
    const [first] = everyone;
    const labels = ['En poste', 'Professionnel', 'Refusé', 'Démissionnaire', 'Candidat'];
    const row = screen
      .getByRole('table', { name: 'Employés' })
      .querySelector(`tr[data-row-key="${first.id}"]`) as HTMLElement;
    expect(within(row).getByText(labels[first.status - 1])).toBeInTheDocument();
  });
});
