import { useSubmitForm, type UnsavedChanges } from '@tessera/ui';
import { useTranslation } from 'react-i18next';

/**
 * A settings tab's form: it saves through its own call, shows the server's messages under its
 * fields, says "saved" in a toast, and counts as unsaved from its first change to its save.
 */
export function useTabForm<Values, Result>({
  name,
  fields,
  send,
  unsaved,
  onSaved,
  success,
}: {
  name: string;
  fields: readonly string[];
  send: (values: Values) => Promise<Result>;
  unsaved: UnsavedChanges;
  onSaved?: () => void;
  success?: string;
}) {
  const { t } = useTranslation('pages');
  const submit = useSubmitForm<Values, Result>({
    name,
    fields,
    send: (values) => unsaved.saving(send(values)),
    success: () => success ?? t('account.saved'),
    onSaved,
  });
  return { ...submit, onValuesChange: unsaved.changed };
}
