import { type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toServerError } from '../data/serverError';
import { fieldMessage, useErrorMessage } from '../data/errorMessage';
import { useFeedback } from '../feedback/feedback';

/** 'items.0.cost' → ['items', 0, 'cost']: the form's own name path for a server field. */
const namePathOf = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Where the form shows a server field's message: the field itself, or the nearest field holding
 * it when one control edits a whole list (`to.1`, an address among the chips of `to`).
 */
function shownPath(form: FormInstance, path: (string | number)[]) {
  for (let length = path.length; length > 0; length -= 1) {
    if (form.getFieldInstance(path.slice(0, length))) return path.slice(0, length);
  }
  return path;
}

/**
 * Shows a failed request's error where it belongs, for every form of every app: each server
 * message about one of the form's `fields` (or inside one: `items.2.quantity`) under that field,
 * in the user's language (`fieldMessage`), anything else as a toast in the words every app uses (`useErrorMessage`).
 */
export function useShowServerError(form: FormInstance, fields: readonly string[]) {
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const { t, i18n } = useTranslation('common');
  return useCallback(
    (failure: unknown) => {
      const { fieldErrors = {} } = toServerError(failure);
      const onFields = Object.entries(fieldErrors).filter(([field]) =>
        fields.includes(field.split('.')[0]),
      );
      if (onFields.length) {
        form.setFields(
          onFields.map(([field, text]) => ({
            name: shownPath(form, namePathOf(field)),
            errors: [fieldMessage(text, t, i18n.language)],
          })),
        );
      } else {
        void message.error(describe(failure));
      }
    },
    [form, fields, message, describe, t, i18n.language],
  );
}
