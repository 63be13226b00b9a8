import { numberFormat } from '../format/intl';

/** The signs a language writes numbers with, from `Intl.NumberFormat` itself. */
export interface NumberSigns {
  decimal: string;
  group: string;
}

const signsCache = new Map<string, NumberSigns>();

export function numberSigns(language: string): NumberSigns {
  let signs = signsCache.get(language);
  if (!signs) {
    const parts = numberFormat(language).formatToParts(1234567.5);
    signs = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    signsCache.set(language, signs);
  }
  return signs;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces a person types for a grouping sign that is a space (French writes a narrow one). */
const isSpace = (sign: string) => /^\s$/u.test(sign);

/**
 * Reads a number as a person writes it in `language`: its decimal sign, its grouping sign in
 * groups of three (`1 234,56` in French, `1,234.56` in English), a leading minus (a trailing
 * decimal sign too: the person is still typing). Anything else
 * is `undefined`: `12,50` in English or `1.234,56` in French could mean two things, and a wrong
 * guess is a hundred times off, so the field says it cannot read it instead.
 */
export function parseLocaleNumber(text: string, language: string): number | undefined {
  const { decimal, group } = numberSigns(language);
  const groupSign = isSpace(group) ? '\\s' : escape(group);
  const pattern = new RegExp(
    `^([-\u2212])?(\\d{1,3}(?:${groupSign}\\d{3})+|\\d+)?(?:${escape(decimal)}(\\d*))?$`,
    'u',
  );
  const match = pattern.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return undefined;
  const [, minus, whole = '0', fraction = ''] = match;
  const value = Number(`${whole.replace(/\D/g, '')}.${fraction || '0'}`);
  return minus ? -value : value;
}

/** The number as the language writes it, with `fractionDigits` digits after its decimal sign. */
export function formatLocaleNumber(
  value: number,
  language: string,
  fractionDigits?: number,
): string {
  return numberFormat(language, {
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 20,
  }).format(value);
}
