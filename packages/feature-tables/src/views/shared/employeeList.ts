import type { EmployeeListResponse } from '@tessera/api-client';
import { employeeSortColumns, employeeTextMaxLength } from '@tessera/api-client/datatables';

/** The statuses as the URL spells them. */
export const statusValues = ['1', '2', '3', '4', '5'] as const;
const text = new RegExp(`^.{1,${employeeTextMaxLength}}$`, 's');
const whole = /^\d{1,7}$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

const rows = (data: EmployeeListResponse) => ({ rows: data.employees, total: data.total });
const sort = { columns: employeeSortColumns, column: 'id' } as const;

/** The basic table: search, status, sort and page (10 a page, by id). */
export const basicList = { filters: { status: statusValues }, sort, rows } as const;

/** The advanced table adds a filter per column: texts, salary and age ranges, start dates. */
export const advancedList = {
  filters: {
    status: statusValues,
    name: text,
    post: text,
    email: text,
    city: text,
    salaryMin: whole,
    salaryMax: whole,
    ageMin: whole,
    ageMax: whole,
    startFrom: day,
    startTo: day,
  },
  sort,
  rows,
} as const;
