import { type FormInstance } from 'antd';
import { useCallback } from 'react';
import { toServerError } from '../data/serverError';
import { useErrorMessage } from '../data/errorMessage';
import { useFeedback } from '../feedback/feedback';

/** 'items.0.cost' → ['items', 0, 'cost']: the form's own name path for a server field. */
const namePathOf = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Shows a failed request's error where it belongs, for every form of every app: each server
 * message about one of the form's `fields` (or inside one: `items.2.quantity`) under that field,
 * anything else as a toast in the words every app uses (`useErrorMessage`).
 */
export function useShowServerError(form: FormInstance, fields: readonly string[]) {
  const { message } = useFeedback();
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
