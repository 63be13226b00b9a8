import { useMemo } from 'react';
import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { userPasswordMinLength, usernamePattern } from '@tessera/api-client';

/**
 * The client-side validation rules every auth form shares, with translated messages. A new
 * account's username and password follow the contract's rules for every account (the server
 * checks them again).
 */
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
        min: userPasswordMinLength,
        message: t('validation.passwordMin', { min: userPasswordMinLength }),
      },
      { pattern: /[a-z]/i, message: t('validation.passwordLetter') },
      { pattern: /\d/, message: t('validation.passwordDigit') },
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
      { pattern: usernamePattern, message: t('validation.usernameInvalid') },
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
