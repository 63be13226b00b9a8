import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';

/** A new password's minimum length (register and reset). */
export const PASSWORD_MIN_LENGTH = 6;

/** The client-side validation rules every auth form shares, with translated messages. */
export function useAuthRules() {
  const { t } = useTranslation('auth');
  return useMemo(() => {
    const passwordRequired: FormRule = {
      required: true,
      message: t('validation.passwordRequired'),
    };
    const email: FormRule[] = [
      { required: true, message: t('validation.emailRequired') },
      { type: 'email', message: t('validation.emailInvalid') },
    ];
    const newPassword: FormRule[] = [
      passwordRequired,
      {
        min: PASSWORD_MIN_LENGTH,
        message: t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }),
      },
    ];
    /** Must repeat the value of `passwordField`; re-checked when that field changes (see `dependencies`). */
    const confirmPassword = (passwordField: string): FormRule[] => [
      { required: true, message: t('validation.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_, value) =>
          !value || value === getFieldValue(passwordField)
            ? Promise.resolve()
            : Promise.reject(new Error(t('validation.confirmMismatch'))),
      }),
    ];
    const username: FormRule[] = [
      { required: true, whitespace: true, message: t('validation.usernameRequired') },
    ];
    const termsAccepted: FormRule[] = [
      {
        validator: (_, checked) =>
          checked ? Promise.resolve() : Promise.reject(new Error(t('validation.termsRequired'))),
      },
    ];
    return {
      email,
      password: [passwordRequired],
      newPassword,
      confirmPassword,
      username,
      termsAccepted,
    };
  }, [t]);
}
