import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { toServerError, useErrorMessage } from '@tessera/ui';

/**
 * The messages of a failed request that belong to one of `fields`: the server's field errors
 * (a duplicate email), or the parts of a 400 message that name a field
 * ("email: must be a valid email address; contact: must be a phone number").
 */
export function fieldErrorsOf(failure: unknown, fields: readonly string[]): Record<string, string> {
  const { message, fieldErrors } = toServerError(failure);
  const named = Object.entries(fieldErrors ?? {}).filter(([name]) => fields.includes(name));
  if (named.length) return Object.fromEntries(named);
  const parts = message.split('; ').flatMap((part) => {
    const match = /^(?:body\.|query\.)?([\w.]+): (.+)$/.exec(part);
    return match && fields.includes(match[1]) ? [[match[1], match[2]] as const] : [];
  });
  return Object.fromEntries(parts);
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
