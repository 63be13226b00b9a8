import { type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toServerError } from '../data/serverError';
import { useErrorMessage } from '../data/errorMessage';
import { useFeedback } from '../feedback/feedback';
import { dateFormat, numberFormat } from '../format/intl';

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

/**
 * The server's words about one field, the contract's phrases ("is required", "must be at most
 * 300 characters long"…), in the user's language; a sentence the server wrote for people (one it
 * does not know) stays as it is. Numbers are written the language's way.
 */
const fieldPhrases: [RegExp, string][] = [
  [/^is required$/, 'required'],
  [/^must not be empty$/, 'empty'],
  [/^must be a valid email address$/, 'email'],
  [/^must be a phone number$/, 'phone'],
  [/^must be 3 to 30 letters, digits, dots, dashes or underscores$/, 'username'],
  [/^must be an integer$/, 'integer'],
  [/^must be at most (\d+(?:\.\d+)?) characters long$/, 'maxLength'],
  [/^must be at least (\d+(?:\.\d+)?) characters long$/, 'minLength'],
  [/^must have at most (\d+) characters before the @$/, 'localPart'],
  [/^must be at most (-?\d+(?:\.\d+)?)$/, 'max'],
  [/^must be at least (-?\d+(?:\.\d+)?)$/, 'min'],
  [/^must have at most (\d+) items$/, 'maxItems'],
  [/^needs at least one address$/, 'oneAddress'],
  [/^must be on or after (\d{4}-\d{2}-\d{2})$/, 'dayFrom'],
  [/^must be on or before (\d{4}-\d{2}-\d{2})$/, 'dayUntil'],
  [/^contains (.+), which can't be printed on the PDF$/, 'unprintable'],
];

/**
 * A limit in the user's language: a number (1 000 000) or an ISO day (1 janv. 2000); anything
 * else (the characters a field refused) as the server named it.
 */
function limitText(limit: string | undefined, language: string) {
  if (limit === undefined) return undefined;
  if (!/^-?\d+(\.\d+)?$|^\d{4}-\d{2}-\d{2}$/.test(limit)) return limit;
  if (/^\d{4}-\d{2}-\d{2}$/.test(limit)) {
    return dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${limit}T00:00:00Z`),
    );
  }
  return numberFormat(language).format(Number(limit));
}

export function fieldMessage(
  text: string,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: string,
): string {
  for (const [pattern, key] of fieldPhrases) {
    const found = pattern.exec(text.trim());
    if (!found) continue;
    return t(`common:fieldErrors.${key}`, { limit: limitText(found[1], language) });
  }
  return text;
}
