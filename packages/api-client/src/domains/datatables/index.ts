import { z } from 'zod';
import { emailSchema, listQuerySchema, perPageSchema, positiveInt } from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  employeeAgeMax,
  employeeAgeMin,
  employeeEarliestStart,
  employeeLatestStart,
  employeeSalaryMax,
  employeeSortColumns,
  employeeTextMaxLength,
} from './constants';

export * from './constants';

// The data tables: a company's employees, listed with search, column filters, sort and paging,
// and changed one cell at a time. Admins only (the fake server's domain table says so).

const text = () =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(employeeTextMaxLength, { error: `must be at most ${employeeTextMaxLength} characters` });
/** A calendar day, 'YYYY-MM-DD'. */
const day = () => z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const statusSchema = () =>
  z
    .number({ error: (issue) => (issue.input === undefined ? undefined : 'must be 1 to 5') })
    .int({ error: 'must be 1 to 5' })
    .min(1, { error: 'must be 1 to 5' })
    .max(5, { error: 'must be 1 to 5' });
const salarySchema = () =>
  z
    .number()
    .int({ error: 'must be a whole number of dollars' })
    .min(0, { error: 'must be at least 0' })
    .max(employeeSalaryMax, { error: `must be at most ${employeeSalaryMax}` });
const ageSchema = () =>
  z
    .number()
    .int({ error: 'must be a whole number' })
    .min(employeeAgeMin, { error: `must be at least ${employeeAgeMin}` })
    .max(employeeAgeMax, { error: `must be at most ${employeeAgeMax}` });
const startDateSchema = () =>
  day()
    .refine((value) => value >= employeeEarliestStart, {
      error: `must be on or after ${employeeEarliestStart}`,
    })
    .refine((value) => value <= employeeLatestStart, {
      error: `must be on or before ${employeeLatestStart}`,
    });

export const employeeSchema = z.object({
  id: positiveInt(),
  full_name: z.string().min(1),
  post: z.string().min(1),
  email: z.string().min(1),
  city: z.string().min(1),
  /** 'YYYY-MM-DD'. */
  start_date: day(),
  /** Yearly, in whole dollars. */
  salary: z.number().int().nonnegative(),
  age: z.number().int().positive(),
  /** Years of experience. */
  experience: z.number().int().nonnegative(),
  /** 1 current, 2 professional, 3 rejected, 4 resigned, 5 applied. */
  status: statusSchema(),
  /** A generated SVG picture (data: URL). */
  avatar: z.string(),
});

/** A text a column filter looks for (any case, anywhere in the field). */
const columnText = () =>
  z
    .string()
    .trim()
    .max(employeeTextMaxLength, { error: `must be at most ${employeeTextMaxLength} characters` })
    .optional();
const wholeAtLeastZero = () =>
  z.number().int({ error: 'must be a whole number' }).min(0, { error: 'must be at least 0' });

/** Whether a range's start lies past its end (a range given by one end only is fine). */
const above = <T extends number | string>(from: T | undefined, to: T | undefined) =>
  from !== undefined && to !== undefined && from > to;

export const employeeListQuerySchema = listQuerySchema
  .extend({
    perPage: perPageSchema(10),
    sortColumn: z.enum(employeeSortColumns).default('id'),
    status: statusSchema().optional(),
    // Column filters: each narrows what the search already matched.
    name: columnText(),
    post: columnText(),
    email: columnText(),
    city: columnText(),
    salaryMin: wholeAtLeastZero().optional(),
    salaryMax: wholeAtLeastZero().optional(),
    ageMin: wholeAtLeastZero().optional(),
    ageMax: wholeAtLeastZero().optional(),
    startFrom: day().optional(),
    startTo: day().optional(),
  })
  .refine((query) => !above(query.salaryMin, query.salaryMax), {
    path: ['salaryMax'],
    error: 'must be at least salaryMin',
  })
  .refine((query) => !above(query.ageMin, query.ageMax), {
    path: ['ageMax'],
    error: 'must be at least ageMin',
  })
  .refine((query) => !above(query.startFrom, query.startTo), {
    path: ['startTo'],
    error: 'must be on or after startFrom',
  });

export const employeeListResponseSchema = z.object({
  /** The page asked for. */
  employees: z.array(employeeSchema),
  /** The same rows under the name the original service used. */
  invoices: z.array(employeeSchema),
  /** Every employee the search and filters match, over all pages (what a selection draws on). */
  allData: z.array(employeeSchema),
  /** How many employees match, over all pages. */
  total: z.number().int().nonnegative(),
});

export const employeesResponseSchema = z.object({ employees: z.array(employeeSchema) });

/** One cell (or a few) of an employee: at least one field, each checked as a form would. */
export const employeeChangeSchema = z
  .object({
    id: positiveInt(),
    full_name: text().optional(),
    post: text().optional(),
    email: emailSchema().optional(),
    city: text().optional(),
    start_date: startDateSchema().optional(),
    salary: salarySchema().optional(),
    age: ageSchema().optional(),
    status: statusSchema().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).some((key) => key !== 'id'), {
    path: ['fields'],
    error: 'name at least one field to change',
  });

export const employeeResponseSchema = z.object({ employee: employeeSchema });

export const datatablesDomain = defineDomain('datatables', {
  /** Every employee, in id order. */
  initialData: endpoint({
    method: 'get',
    path: '/api/datatables/initial-data',
    output: employeesResponseSchema,
  }),
  /**
   * One page of employees: searched (name, post, email, city, age, salary, start date),
   * filtered by status and by column, sorted.
   */
  list: endpoint({
    method: 'get',
    path: '/api/datatables/data',
    input: employeeListQuerySchema,
    output: employeeListResponseSchema,
  }),
  /** Changes the fields given (an inline edit); 404 and nothing changed if the id is unknown. */
  update: endpoint({
    method: 'patch',
    path: '/api/datatables/{id}',
    input: employeeChangeSchema,
    output: employeeResponseSchema,
  }),
});

export type Employee = z.output<typeof employeeSchema>;
export type EmployeeStatus = Employee['status'];
export type EmployeeSortColumn = (typeof employeeSortColumns)[number];
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;
export type EmployeeListResponse = z.output<typeof employeeListResponseSchema>;
export type EmployeesResponse = z.output<typeof employeesResponseSchema>;
export type EmployeeChange = z.input<typeof employeeChangeSchema>;
export type EmployeeResponse = z.output<typeof employeeResponseSchema>;
