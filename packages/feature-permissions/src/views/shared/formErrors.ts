import type { FormInstance } from 'antd';
import { toServerError } from '@tessera/ui';

/**
 * Shows a refused change on the form: the server's field errors under their fields. Returns
 * false when nothing could be placed on a field (the caller shows the message as a toast).
 */
export function showFieldErrors<Values>(
  form: FormInstance<Values>,
  failure: unknown,
  fields: readonly string[],
): boolean {
  const placed = Object.entries(toServerError(failure).fieldErrors ?? {}).filter(([field]) =>
    fields.includes(field),
  );
  if (placed.length === 0) return false;
  form.setFields(placed.map(([field, message]) => ({ name: field as never, errors: [message] })));
  return true;
}
