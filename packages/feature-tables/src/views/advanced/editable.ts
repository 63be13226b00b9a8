import type { employeeEditableFields } from '@tessera/api-client/datatables';

export type EditableField = (typeof employeeEditableFields)[number];

/** Each editable field's name, under the namespace's `fields`. */
export const fieldLabelKey = {
  full_name: 'fields.name',
  post: 'fields.post',
  email: 'fields.email',
  city: 'fields.city',
  start_date: 'fields.startDate',
  salary: 'fields.salary',
  age: 'fields.age',
  status: 'fields.status',
} as const satisfies Record<EditableField, string>;
