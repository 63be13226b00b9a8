import type {
  Employee,
  EmployeeListResponse,
  EmployeeResponse,
  EmployeesResponse,
} from '@tessera/api-client';
import { datatablesDomain } from '@tessera/api-client/schemas';
import { findById, ok, queryList, type DomainRoutes } from '../../server';
import { datatablesData } from './handle';
import { messages } from './model';

const datatablesCalls = datatablesDomain.endpoints;

/** Whether `value` holds `needle` (any case); an empty needle matches everything. */
const holds = (value: string, needle: string | undefined) =>
  !needle || value.toLowerCase().includes(needle.toLowerCase());

/** Whether `value` lies in the range; a missing end leaves that side open. */
const within = <T extends number | string>(value: T, from?: T, to?: T) =>
  (from === undefined || value >= from) && (to === undefined || value <= to);

export const datatablesRoutes: DomainRoutes = (route, { db }) => {
  route(datatablesCalls.initialData, async () => {
    const { employees } = await db.load(datatablesData);
    const response: EmployeesResponse = { employees };
    return ok(response);
  });

  route(datatablesCalls.list, async ({ input }) => {
    const { employees } = await db.load(datatablesData);
    const query = {
      q: input.q,
      searchIn: (employee: Employee) => [
        employee.full_name,
        employee.post,
        employee.email,
        employee.city,
        employee.age,
        employee.salary,
        employee.start_date,
      ],
      filters: { status: input.status },
      where: (employee: Employee) =>
        holds(employee.full_name, input.name) &&
        holds(employee.post, input.post) &&
        holds(employee.email, input.email) &&
        holds(employee.city, input.city) &&
        within(employee.salary, input.salaryMin, input.salaryMax) &&
        within(employee.age, input.ageMin, input.ageMax) &&
        within(employee.start_date, input.startFrom, input.startTo),
      sortColumn: input.sortColumn,
      sort: input.sort,
    };
    // Every match, then its page: allData is what the search and filters match over all pages.
    const { items: allData, total } = queryList(employees, query);
    const start = (input.page - 1) * input.perPage;
    const page = allData.slice(start, start + input.perPage);
    const response: EmployeeListResponse = { employees: page, invoices: page, allData, total };
    return ok(response);
  });

  route(datatablesCalls.update, async ({ input }) => {
    const { employees } = await db.load(datatablesData);
    const { id, ...fields } = input;
    const employee = findById(employees, id, messages.notFound);
    Object.assign(employee, fields);
    const response: EmployeeResponse = { employee };
    return ok(response);
  });
};
