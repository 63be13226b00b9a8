import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toServerError } from './serverError';

type Translate = (key: string) => string;

/**
 * THE sentence a user reads for a failed call, in every toast and alert of every app, so one
 * refusal reads the same everywhere. A refused input (400, 409…) shows the server's sentence,
 * which names the field; the other cases have one sentence each, from the `common` namespace.
 * Reads api-client's ApiError by its shape (`status` 0: no answer), as ui may not import it.
 */
export function errorMessage(error: unknown, t: Translate): string {
  const { status, message } = toServerError(error);
  if (status === 0) return t('common:errors.network');
  if (status === 401) return t('common:errors.signedOut');
  if (status === 403) return t('common:errors.forbidden');
  if (status === 404) return t('common:errors.notFound');
  if (status >= 500) return t('common:errors.server');
  return message.trim() || t('common:errors.generic');
}

/** `errorMessage` in the current language: `const describe = useErrorMessage(); describe(error)`. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return useCallback((error: unknown) => errorMessage(error, t), [t]);
}
