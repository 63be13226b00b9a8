import {
  api,
  type Employee,
  type EmployeeChange,
  type EmployeeListQuery,
  type EmployeeListResponse,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  recordTags,
} from '@tessera/ui/server-state';

const { one, listed } = recordTags('Employee');

/** What the screens ask for: the list's URL values as they are (text), read into the query here. */
export type EmployeeListArgs = Omit<
  EmployeeListQuery,
  'status' | 'salaryMin' | 'salaryMax' | 'ageMin' | 'ageMax'
> & {
  status?: string;
  salaryMin?: string;
  salaryMax?: string;
  ageMin?: string;
  ageMax?: string;
};

const numberFields = ['status', 'salaryMin', 'salaryMax', 'ageMin', 'ageMax'] as const;

/** The list's arguments with their numbers as numbers (the URL's patterns let only digits in). */
function toQuery(args: EmployeeListArgs): EmployeeListQuery {
  const query: Record<string, unknown> = { ...args };
  for (const field of numberFields) {
    if (args[field] !== undefined) query[field] = Number(args[field]);
  }
  return query as EmployeeListQuery;
}

/** The data tables' server state. An edit refetches the lists that show that employee. */
export const tablesApi = injectFeatureEndpoints(['Employee'], (build) => ({
  listEmployees: build.query<EmployeeListResponse, EmployeeListArgs>({
    queryFn: (args) => fromClient(api.datatables.list(toQuery(args))),
    providesTags: (answer) => listed(answer?.employees),
  }),
  updateEmployee: build.mutation<Employee, EmployeeChange>({
    queryFn: (change) =>
      fromClient(api.datatables.update(change).then((answer) => answer.employee)),
    invalidatesTags: onSuccess(({ id }) => [one(id)]),
  }),
}));

export const { useListEmployeesQuery, useUpdateEmployeeMutation } = tablesApi;
