// The data tables' plain values, for the schemas and the screens alike (statuses, sort columns,
// limits). Zod-free: screens import them from `@tessera/api-client/datatables`.

/** An employee's status is a number; each has a name the screens translate and colour. */
export const employeeStatuses = [1, 2, 3, 4, 5] as const;
export const employeeStatusNames = {
  1: 'current',
  2: 'professional',
  3: 'rejected',
  4: 'resigned',
  5: 'applied',
} as const;

/** The columns the list sorts by. */
export const employeeSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const;

/** The fields an inline edit may change. */
export const employeeEditableFields = [
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'status',
] as const;

export const employeeTextMaxLength = 80;
/** Yearly salary in whole dollars. */
export const employeeSalaryMax = 1_000_000;
export const employeeAgeMin = 16;
export const employeeAgeMax = 99;
/** Start dates an employee may carry. */
export const employeeEarliestStart = '1980-01-01';
export const employeeLatestStart = '2030-12-31';

export type EmployeeStatusName = (typeof employeeStatusNames)[keyof typeof employeeStatusNames];
/** The name of a status number (the server only ever answers 1 to 5). */
export const employeeStatusName = (status: number): EmployeeStatusName =>
  employeeStatusNames[status as keyof typeof employeeStatusNames];
