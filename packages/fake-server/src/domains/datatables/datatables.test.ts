import { api, clearSession, type Employee } from '@tessera/api-client';
import {
  employeeListResponseSchema,
  employeeResponseSchema,
  employeesResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { employeeCount } from './data';
import { datatablesData } from './handle';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(datatablesData));

const ids = (employees: readonly Employee[]) => employees.map((employee) => employee.id);
/** Every employee the list answers for a query (all pages, in its order). */
const everyMatch = async (params: Parameters<typeof api.datatables.list>[0]) =>
  (await api.datatables.list(params)).allData;

describe('GET /api/datatables/initial-data', () => {
  it('answers every employee, in id order', async () => {
    const response = await api.datatables.initialData();
    expect(employeesResponseSchema.parse(response)).toEqual(response);
    expect(response.employees).toHaveLength(employeeCount);
    expect(ids(response.employees)).toEqual(ids((await dataOf()).employees));
  });
});

describe('the sample data', () => {
  it('is at least 100 employees, the same on every start (seeded), with every status', async () => {
    const { employees } = await dataOf();
    expect(employees.length).toBeGreaterThanOrEqual(100);
    const again = await raw<{ employees: Employee[] }>('get', '/api/datatables/initial-data');
    expect(again.data.employees).toEqual(snapshot(employees));
    expect(new Set(employees.map((employee) => employee.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(employees.map((employee) => employee.email)).size).toBe(employees.length);
    expect(employees.every((employee) => employee.avatar.startsWith('data:image/svg+xml,'))).toBe(
      true,
    );
  });
});

describe('GET /api/datatables/data', () => {
  it('answers the first 10 by id, the same rows as invoices, every match and the total', async () => {
    const response = await api.datatables.list();
    expect(employeeListResponseSchema.parse(response)).toEqual(response);
    const { employees } = await dataOf();
    expect(response.employees).toEqual(employees.slice(0, 10));
    expect(response.invoices).toEqual(response.employees);
    expect(response.allData).toEqual(employees);
    expect(response.total).toBe(employeeCount);
  });

  it.each([
    ['name', (employee: Employee) => employee.full_name.split(' ')[1]],
    ['post', (employee: Employee) => employee.post],
    ['email', (employee: Employee) => employee.email],
    ['city', (employee: Employee) => employee.city],
    ['age', (employee: Employee) => String(employee.age)],
    ['salary', (employee: Employee) => String(employee.salary)],
    ['start date', (employee: Employee) => employee.start_date],
  ])('searches by %s, without regard to case', async (_field, valueOf) => {
    const { employees } = await dataOf();
    const target = employees[7];
    const needle = valueOf(target);
    const found = await everyMatch({ q: needle.toUpperCase() });
    expect(ids(found)).toContain(target.id);
    const expected = employees.filter((employee) =>
      [
        employee.full_name,
        employee.post,
        employee.email,
        employee.city,
        employee.age,
        employee.salary,
        employee.start_date,
      ].some((value) => String(value).toLowerCase().includes(needle.toLowerCase())),
    );
    expect(ids(found)).toEqual(ids(expected));
  });

  it('finds nothing for a text no employee holds', async () => {
    const response = await api.datatables.list({ q: 'zzz-nobody' });
    expect(response).toEqual({ employees: [], invoices: [], allData: [], total: 0 });
  });

  it('filters by status', async () => {
    const { employees } = await dataOf();
    for (const status of [1, 2, 3, 4, 5] as const) {
      const found = await everyMatch({ status });
      expect(ids(found)).toEqual(ids(employees.filter((employee) => employee.status === status)));
      expect(found.length).toBeGreaterThan(0);
    }
  });

  it('filters by column texts, salary and age ranges and a start date range, together', async () => {
    const { employees } = await dataOf();
    const target = employees[11];
    const found = await everyMatch({
      city: target.city.toLowerCase(),
      post: target.post.slice(0, 4),
      salaryMin: target.salary - 5000,
      salaryMax: target.salary + 5000,
      ageMin: target.age - 5,
      ageMax: target.age + 5,
      startFrom: '2005-01-01',
      startTo: target.start_date,
    });
    const expected = employees.filter(
      (employee) =>
        employee.city.toLowerCase().includes(target.city.toLowerCase()) &&
        employee.post.toLowerCase().includes(target.post.slice(0, 4).toLowerCase()) &&
        employee.salary >= target.salary - 5000 &&
        employee.salary <= target.salary + 5000 &&
        employee.age >= target.age - 5 &&
        employee.age <= target.age + 5 &&
        employee.start_date <= target.start_date,
    );
    expect(ids(found)).toEqual(ids(expected));
    expect(ids(found)).toContain(target.id);
  });

  it('takes a range given by one end, and the name and email filters', async () => {
    const { employees } = await dataOf();
    const rich = await everyMatch({ salaryMin: 150_000 });
    expect(ids(rich)).toEqual(ids(employees.filter((employee) => employee.salary >= 150_000)));
    const young = await everyMatch({ ageMax: 30 });
    expect(ids(young)).toEqual(ids(employees.filter((employee) => employee.age <= 30)));
    const [first] = employees;
    const named = await everyMatch({ name: first.full_name, email: first.email });
    expect(ids(named)).toEqual([first.id]);
  });

  it.each([
    ['salary', 'number'],
    ['age', 'number'],
    ['start_date', 'text'],
    ['full_name', 'text'],
    ['city', 'text'],
  ] as const)('sorts by %s either way (%s order)', async (column, kind) => {
    for (const sort of ['asc', 'desc'] as const) {
      const found = await everyMatch({ sortColumn: column, sort });
      const values = found.map((employee) => employee[column]);
      const ordered = [...values].sort((a, b) =>
        kind === 'number'
          ? Number(a) - Number(b)
          : String(a).localeCompare(String(b), 'en', { sensitivity: 'base', numeric: true }),
      );
      expect(values).toEqual(sort === 'asc' ? ordered : ordered.reverse());
    }
  });

  it('pages from 1, with a total over all pages and an empty page past the end', async () => {
    const { employees } = await dataOf();
    const third = await api.datatables.list({ perPage: 25, page: 3 });
    expect(ids(third.employees)).toEqual(ids(employees.slice(50, 75)));
    const last = await api.datatables.list({ perPage: 50, page: 3 });
    expect(last.employees).toHaveLength(employeeCount - 100);
    const beyond = await api.datatables.list({ perPage: 10, page: 99 });
    expect(beyond.employees).toEqual([]);
    expect(beyond.total).toBe(employeeCount);
  });

  it('reads the query as a browser sends it', async () => {
    const response = await raw<{ total: number; employees: Employee[] }>(
      'get',
      '/api/datatables/data?status=2&salaryMin=50000&sortColumn=salary&sort=desc&perPage=5',
    );
    expect(response.status).toBe(200);
    expect(response.data.employees).toHaveLength(5);
    expect(response.data.employees.every((row) => row.status === 2 && row.salary >= 50000)).toBe(
      true,
    );
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 0 }, 'perPage: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [{ perPage: 'ten' }, 'perPage: must be a positive integer'],
    [{ status: 6 }, 'status: must be 1 to 5'],
    [{ status: 'current' }, 'status: must be 1 to 5'],
    [{ sortColumn: 'password' }, /^sortColumn: must be one of "id", "full_name"/],
    [{ sort: 'up' }, 'sort: must be one of "asc", "desc"'],
    [{ salaryMin: -1 }, 'salaryMin: must be at least 0'],
    [{ salaryMin: 9000, salaryMax: 100 }, 'salaryMax: must be at least salaryMin'],
    [{ ageMin: 40, ageMax: 30 }, 'ageMax: must be at least ageMin'],
    [{ startFrom: 'yesterday' }, 'startFrom: must be a date (YYYY-MM-DD)'],
    [{ startFrom: '2020-01-01', startTo: '2019-01-01' }, 'startTo: must be on or after startFrom'],
    [{ city: 'x'.repeat(81) }, 'city: must be at most 80 characters'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    const response = await raw<{ message: string; fieldErrors: Record<string, string> }>(
      'get',
      '/api/datatables/data',
      { params },
    );
    expect(response.status).toBe(400);
    expect(response.data.message).toMatch(message);
    const field = String(response.data.message).split(':')[0];
    expect(Object.keys(response.data.fieldErrors)).toEqual([field]);
  });
});

describe('PATCH /api/datatables/{id}', () => {
  it('changes the cell given, and nothing else', async () => {
    const before = snapshot((await dataOf()).employees);
    const { employee } = await api.datatables.update({ id: 4, salary: 123_400 });
    expect(employeeResponseSchema.parse({ employee })).toEqual({ employee });
    expect(employee).toEqual({ ...before[3], salary: 123_400 });
    const after = (await dataOf()).employees;
    expect(after[3]).toEqual(employee);
    expect(after.filter((row) => row.id !== 4)).toEqual(before.filter((row) => row.id !== 4));
    // The list reads the change at once: by salary, it is there.
    expect(ids(await everyMatch({ q: '123400' }))).toEqual([4]);
  });

  it('trims a text and takes several fields at once', async () => {
    const { employee } = await api.datatables.update({
      id: 2,
      full_name: '  Ada Quill ',
      city: 'Portmere',
      status: 5,
      start_date: '2020-02-29',
      age: 33,
      post: 'Engineer',
      email: 'ada.quill@example.com',
    });
    expect(employee).toMatchObject({
      id: 2,
      full_name: 'Ada Quill',
      city: 'Portmere',
      status: 5,
      start_date: '2020-02-29',
      age: 33,
      post: 'Engineer',
      email: 'ada.quill@example.com',
    });
  });

  it.each([
    [{ full_name: '   ' }, 'full_name: is required'],
    [{ full_name: 'x'.repeat(81) }, 'full_name: must be at most 80 characters'],
    [{ email: 'not-an-address' }, 'email: must be a valid email address'],
    [{ salary: -5 }, 'salary: must be at least 0'],
    [{ salary: 1_000_001 }, 'salary: must be at most 1000000'],
    [{ salary: 1234.5 }, 'salary: must be a whole number of dollars'],
    [{ salary: '5000' }, 'salary: must be a number'],
    [{ age: 12 }, 'age: must be at least 16'],
    [{ age: 120 }, 'age: must be at most 99'],
    [{ status: 0 }, 'status: must be 1 to 5'],
    [{ start_date: '2021-02-30' }, 'start_date: must be a date (YYYY-MM-DD)'],
    [{ start_date: '2031-01-01' }, 'start_date: must be on or before 2030-12-31'],
    [{ salary: 5000, experience: 3 }, 'body: has unknown field(s) experience'],
    [{}, 'fields: name at least one field to change'],
  ])('answers 400 naming the field, and changes nothing, for %j', async (data, message) => {
    await expectRefused(() => raw('patch', '/api/datatables/3', { data }), 400, { message });
  });

  it('answers 400 for a body that is not an object, and for an id that is not one', async () => {
    // Only the path's id is left of such a body: there is no field to change.
    await expectRefused(() => raw('patch', '/api/datatables/3', { data: '"salary"' }), 400, {
      message: 'fields: name at least one field to change',
    });
    await expectRefused(() => raw('patch', '/api/datatables/abc', { data: { age: 30 } }), 400, {
      message: 'id: must be a positive integer',
    });
  });

  it('answers 404 for an unknown id, and changes nothing', async () => {
    await expectRefused(() => raw('patch', '/api/datatables/9999', { data: { age: 30 } }), 404, {
      message: 'No employee with id 9999',
    });
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(() => raw('patch', '/api/datatables/1', { data: { age: 30 } }), 401, {
      message: 'Missing access token',
    });
  });

  it('answers 403 to a client account, and changes nothing', async () => {
    await signIn(client);
    const before = snapshot(await dataOf());
    const error = await apiErrorOf(api.datatables.update({ id: 1, age: 30 }));
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await apiErrorOf(api.datatables.list())).toMatchObject({ status: 403 });
    expect(await dataOf()).toEqual(before);
  });
});
