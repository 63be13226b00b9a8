import { useCallback } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthError } from '../../store/slice';

/**
 * Shows a failed request's error where it belongs: messages about one of the form's fields
 * under that field, anything else as a toast.
 */
export function useShowServerError(form: FormInstance, fields: readonly string[]) {
  const { message } = App.useApp();
  const { t } = useTranslation('auth');
  return useCallback(
    (error: AuthError | null) => {
      const onFields = Object.entries(error?.fieldErrors ?? {}).filter(([name]) =>
        fields.includes(name),
      );
      if (onFields.length) {
        form.setFields(onFields.map(([name, text]) => ({ name, errors: [text] })));
      } else {
        void message.error(t('requestFailed', { message: error?.message ?? '' }));
      }
    },
    [form, fields, message, t],
  );
}
