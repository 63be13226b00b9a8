import { screen, waitFor, within } from '@testing-library/react';
import { api, type Employee } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import {
  failNext,
  fieldRefused,
  hold,
  setupFakeServer,
  signIn,
} from '@tessera/fake-server/testing';
import { findLoadFailure, renderFeature, type setupUser } from '@tessera/ui/testing';
import { tablesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type Tester = ReturnType<typeof setupUser>;

const path = '/tables/datatables/advanced';
// Selectors, not role queries: a role query walks the whole page and works out every element's
// role and name, which over an antd table takes seconds in jsdom (tens on a busy machine), and
// these run in every `waitFor` round.
const table = () =>
  screen
    .getByText(/^Employees, with filters$/, { selector: 'caption' })
    .closest('table') as HTMLElement;
const shownIds = () =>
  Array.from(table().querySelectorAll('tbody tr[data-row-key]')).map((row) =>
    Number(row.getAttribute('data-row-key')),
  );
const rowOf = (id: number) => table().querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
/** A button by its text or label, found without a role query (see above). */
const button = (name: string | RegExp) =>
  screen.getByText(name, { selector: 'button, button *' }).closest('button') as HTMLElement;
const totalText = (count: number) => new RegExp(`of ${count} entries`);
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);

async function openTable(entry = path) {
  const view = await renderFeature(tablesFeature, entry);
  await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
  return view;
}

async function type(user: Tester, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

let everyone: Employee[];
beforeEach(async () => {
  everyone = (await api.datatables.initialData()).employees;
});

describe('DatatablesAdvancedPage filters', () => {
  it('filters by a salary range and a city, and keeps them in the URL', async () => {
    const city = everyone[0].city;
    const { user, router } = await openTable(`${path}?city=${city.toLowerCase()}`);
    expect(screen.getByLabelText('City contains')).toHaveValue(city.toLowerCase());
    await type(user, 'Salary from', '50000');
    await type(user, 'Salary to', '120000');
    await user.click(button(/Apply filters/));

    const expected = everyone.filter(
      (employee) => employee.salary >= 50000 && employee.salary <= 120000 && employee.city === city,
    );
    await waitFor(() => expect(screen.getByText(totalText(expected.length))).toBeInTheDocument());
    expect(shownIds()).toEqual(expected.slice(0, 10).map((employee) => employee.id));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('salaryMin')).toBe('50000');
    expect(search.get('salaryMax')).toBe('120000');
    expect(search.get('city')).toBe(city.toLowerCase());

    await user.click(button(/Clear filters/));
    await waitFor(() => expect(screen.getByText(totalText(everyone.length))).toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });

  it('reads age, start date and status filters from a link', async () => {
    await openTable(`${path}?ageMin=30&ageMax=40&startFrom=2010-01-01&status=2`);
    const expected = everyone.filter(
      (employee) =>
        employee.age >= 30 &&
        employee.age <= 40 &&
        employee.start_date >= '2010-01-01' &&
        employee.status === 2,
    );
    await waitFor(() => expect(screen.getByText(totalText(expected.length))).toBeInTheDocument());
    expect(screen.getByLabelText('Age from')).toHaveValue('30');
    expect(screen.getByLabelText('Started from')).toHaveValue('2010-01-01');
  });

  it('refuses a range that ends before it starts, and asks nothing', async () => {
    const { user, router } = await openTable();
    await type(user, 'Age from', '50');
    await type(user, 'Age to', '20');
    await user.click(button(/Apply filters/));
    // Queried again on each try: antd's message can be drawn anew as its motion ends, and the
    // first node found be gone by the time it is checked (it was, once, on a busy machine).
    await waitFor(() =>
      expect(screen.getByText('Enter a value at least the one before it.')).toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
  });

  it('hides and shows a column', async () => {
    const { user } = await openTable();
    // With a sticky header, antd draws the header in a table of its own.
    const header = () => document.querySelector('.ant-table-thead') as HTMLElement;
    expect(within(header()).getByText('City')).toBeInTheDocument();
    await user.click(button(/Columns/));
    await user.click(await screen.findByRole('checkbox', { name: 'City' }));
    await waitFor(() => expect(within(header()).queryByText('City')).not.toBeInTheDocument());
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    expect(await within(header()).findByText('City')).toBeInTheDocument();
  });

  it('says a failed load failed, and shows the employees once retried', async () => {
    failNext(endpoints.datatables.list, { status: 500 });
    const { user } = await renderFeature(tablesFeature, path);
    const failure = await findLoadFailure(user, 'The employees could not be loaded.');
    await failure.retry();
    await waitFor(() => expect(shownIds()).toHaveLength(10));
  });
});

describe('DatatablesAdvancedPage inline edits', () => {
  async function editSalary(user: Tester, employee: Employee, value: string) {
    await user.click(screen.getByLabelText(`Edit the Salary of ${employee.full_name}`));
    const field = await screen.findByLabelText(`Salary of ${employee.full_name}`);
    await user.clear(field);
    await user.paste(value);
    await user.click(screen.getByLabelText('Save the Salary'));
  }

  it('saves a cell through the server, and the row shows the new value', async () => {
    const [first] = everyone;
    const { user } = await openTable();
    const held = hold(endpoints.datatables.update);
    await editSalary(user, first, '123400');
    await held.arrived;
    // Meanwhile the save is on its way and the editor stays.
    expect(screen.getByLabelText(`Salary of ${first.full_name}`)).toBeInTheDocument();
    held.release();
    expect(
      await screen.findByText(`The Salary of ${first.full_name} was saved.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowOf(first.id)).toHaveTextContent(money(123400)));
    expect((await api.datatables.initialData()).employees[0].salary).toBe(123400);
  });

  it('checks the value before sending it', async () => {
    const [first] = everyone;
    const { user } = await openTable();
    await editSalary(user, first, '-5');
    expect(
      await screen.findByText('Enter a whole number of dollars from 0 to 1000000.'),
    ).toBeInTheDocument();
    expect((await api.datatables.initialData()).employees[0]).toEqual(first);
  });

  it('shows the server’s refusal under the field, and the row keeps the server’s value', async () => {
    const [first] = everyone;
    const { user } = await openTable();
    failNext(endpoints.datatables.update, fieldRefused('salary', 'is above the pay scale'));
    await editSalary(user, first, '99000');
    expect(await screen.findByText('is above the pay scale')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Cancel'));
    expect(rowOf(first.id)).toHaveTextContent(money(first.salary));
    expect((await api.datatables.initialData()).employees[0]).toEqual(first);
  });

  it('edits a status with its named badges, and Escape drops an edit', async () => {
    const [first] = everyone;
    const { user } = await openTable();
    await user.click(screen.getByLabelText(`Edit the Name of ${first.full_name}`));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByLabelText(`Name of ${first.full_name}`)).not.toBeInTheDocument(),
    );

    const next = first.status === 5 ? 1 : first.status + 1;
    const labels = ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied'];
    await user.click(screen.getByLabelText(`Edit the Status of ${first.full_name}`));
    await user.click(await screen.findByLabelText(`Status of ${first.full_name}`));
    await user.click(await screen.findByTitle(labels[next - 1]));
    await user.click(screen.getByLabelText('Save the Status'));
    await waitFor(() => expect(within(rowOf(first.id)).getByText(labels[next - 1])).toBeVisible());
    expect((await api.datatables.initialData()).employees[0].status).toBe(next);
  });
});

describe('DatatablesAdvancedPage in French', () => {
  it('names its filters and columns and says what a cell needs in French', async () => {
    const [first] = everyone;
    const { user } = await renderFeature(tablesFeature, path, { language: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Tableau de données avancé' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('La ville contient')).toBeInTheDocument();
    expect(button(/Appliquer les filtres/)).toBeInTheDocument();
    await user.click(await screen.findByLabelText(`Modifier le champ Âge de ${first.full_name}`));
    const field = await screen.findByLabelText(`Âge de ${first.full_name}`);
    await user.clear(field);
    await user.paste('5');
    await user.click(screen.getByLabelText('Enregistrer le champ Âge'));
    expect(await screen.findByText('Saisissez un âge de 16 à 99 ans.')).toBeInTheDocument();
    expect((await api.datatables.initialData()).employees[0]).toEqual(first);
  });
});
