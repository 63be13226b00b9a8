import { useState } from 'react';
import { Input, type FormRule, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber } from './localeNumber';

/**
 * A field's value: a number, nothing (`null`), or the text as typed when it cannot be read as a
 * number, so that the form's rules refuse it (`useNumberRules`) rather than guess.
 */
export type NumberFieldValue = number | string | null;

export interface NumberInputProps extends Omit<
  InputProps,
  'value' | 'onChange' | 'type' | 'inputMode'
> {
  value?: NumberFieldValue;
  onChange?: (value: NumberFieldValue) => void;
  /** Digits after the decimal sign once the field is left (2 for money, 0 for a count). */
  fractionDigits?: number;
}

const useLanguage = () => {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
};

/**
 * A number field in the reader's language: French reads and shows `1 234,56`, English
 * `1,234.56`. What it cannot read stays as typed and is refused by `useNumberRules`; it is never
 * rounded, clamped or guessed (antd's InputNumber reads `12,50` as 1250 and turns 0 into its
 * minimum). Use it with `useNumberRules` for every amount, price, quantity and percentage.
 */
export function NumberInput({
  value,
  onChange,
  fractionDigits,
  onFocus,
  onBlur,
  ...inputProps
}: NumberInputProps) {
  const language = useLanguage();
  const shown = (current: NumberFieldValue | undefined) =>
    typeof current === 'number'
      ? formatLocaleNumber(current, language, fractionDigits)
      : (current ?? '');
  // While the person types, the field shows their text; otherwise, the form's value (a reset or
  // a loaded record changes it from outside).
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <Input
      {...inputProps}
      inputMode="decimal"
      autoComplete="off"
      value={typed ?? shown(value)}
      onFocus={(event) => {
        setTyped(shown(value));
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        onChange?.(text.trim() === '' ? null : (parseLocaleNumber(text, language) ?? text));
      }}
    />
  );
}

export interface NumberRuleOptions {
  /** The field's own sentence for a missing or out-of-range value ("Enter a cost of 0 or more"). */
  message: string;
  required?: boolean;
  min?: number;
  max?: number;
  integer?: boolean;
}

/**
 * The rules of a `NumberInput`: text it could not read gets a sentence showing how to write a
 * number in the reader's language; a missing value, a fraction where a whole number is due, or
 * a value out of range gets the field's own message.
 */
export function useNumberRules({
  message,
  required = false,
  min,
  max,
  integer = false,
}: NumberRuleOptions): FormRule[] {
  const { t } = useTranslation();
  const language = useLanguage();
  return [
    {
      required,
      validator: async (_rule, value: NumberFieldValue | undefined) => {
        if (value === null || value === undefined || value === '') {
          if (required) throw new Error(message);
          return;
        }
        if (typeof value === 'string') {
          const example = formatLocaleNumber(1234.5, language, 2);
          throw new Error(t('numberField.unreadable', { example }));
        }
        const outOfRange =
          (integer && !Number.isInteger(value)) ||
          (min !== undefined && value < min) ||
          (max !== undefined && value > max);
        if (outOfRange) throw new Error(message);
      },
    },
  ];
}
