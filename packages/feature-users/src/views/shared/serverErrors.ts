import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { toServerError, useErrorMessage } from '@tessera/ui';

/** The server's field errors (every 400 names its fields; a taken email) that fit the form. */
export function fieldErrorsOf(failure: unknown, fields: readonly string[]): Record<string, string> {
  const { fieldErrors = {} } = toServerError(failure);
  return Object.fromEntries(Object.entries(fieldErrors).filter(([name]) => fields.includes(name)));
}

/**
 * Shows a failed request's error where it belongs: messages about one of the form's fields
 * under that field, anything else as a toast.
 */
export function useShowServerError(form: FormInstance, fields: readonly string[]) {
  const { message } = App.useApp();
  const describe = useErrorMessage();
  return useCallback(
    (failure: unknown) => {
      const onFields = Object.entries(fieldErrorsOf(failure, fields));
      if (onFields.length) {
        form.setFields(onFields.map(([name, text]) => ({ name, errors: [text] })));
      } else {
        void message.error(describe(failure));
      }
    },
    [form, fields, message, describe],
  );
}
