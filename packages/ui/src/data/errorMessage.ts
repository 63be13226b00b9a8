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

/**
 * The server's words about one field, the contract's phrases ("is required", "must be at most
 * 300 characters long"…), in the user's language; a sentence the server wrote for people (one it
 * does not know) stays as it is. Numbers are written the language's way.
 */
const fieldPhrases: [RegExp, string][] = [
  [/^is required$/, 'required'],
  [/^must not be empty$/, 'empty'],
  [/^must be a valid email address$/, 'email'],
  [/^must be an integer$/, 'integer'],
  [/^must be at most (\d+(?:\.\d+)?) characters long$/, 'maxLength'],
  [/^must be at least (\d+(?:\.\d+)?) characters long$/, 'minLength'],
  [/^must have at most (\d+) characters before the @$/, 'localPart'],
  [/^must be at most (-?\d+(?:\.\d+)?)$/, 'max'],
  [/^must be at least (-?\d+(?:\.\d+)?)$/, 'min'],
  [/^must have at most (\d+) items$/, 'maxItems'],
  [/^needs at least one address$/, 'oneAddress'],
];

export function fieldMessage(
  text: string,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string {
  for (const [pattern, key] of fieldPhrases) {
    const found = pattern.exec(text.trim());
    if (!found) continue;
    const limit = found[1] === undefined ? undefined : Number(found[1]);
    return t(`common:fieldErrors.${key}`, {
      limit: limit === undefined ? undefined : new Intl.NumberFormat(language).format(limit),
    });
  }
  return text;
}
