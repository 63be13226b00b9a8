import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { toServerError, useErrorMessage } from '@tessera/ui';

/** 'items.0.cost' → ['items', 0, 'cost']: the form's own name path for a server field. */
const namePathOf = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Shows a failed request's error where it belongs: each message about one of the form's fields
 * (line items' too: `items.2.quantity`) under that field, anything else as a toast.
 */
export function useShowServerError(form: FormInstance, fields: readonly string[]) {
  const { message } = App.useApp();
  const describe = useErrorMessage();
  return useCallback(
    (failure: unknown) => {
      const { fieldErrors = {} } = toServerError(failure);
      const onFields = Object.entries(fieldErrors).filter(([field]) =>
        fields.includes(field.split('.')[0]),
      );
      if (onFields.length) {
        form.setFields(
          onFields.map(([field, text]) => ({ name: namePathOf(field), errors: [text] })),
        );
      } else {
        void message.error(describe(failure));
      }
    },
    [form, fields, message, describe],
  );
}
