import type { Employee } from '@tessera/api-client';

/** What the data tables' domain stores. */
export interface DatatablesData {
  employees: Employee[];
}

export const messages = {
  notFound: (id: number) => `No employee with id ${id}`,
};
