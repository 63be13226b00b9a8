import type { TFunction } from 'i18next';
import { urlMaxLength } from '@tessera/api-client/pages';

/** Empty, or a web address (http or https), as the server requires. */
export const webAddress = (t: TFunction<'pages'>) => ({
  validator: (_: unknown, value: string | undefined) => {
    if (!value) return Promise.resolve();
    let valid = value.length <= urlMaxLength;
    try {
      valid &&= ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      valid = false;
    }
    return valid ? Promise.resolve() : Promise.reject(new Error(t('account.rules.url')));
  },
});
