/**
 * Intl's formatters, one per language and options, made on first use and kept. Making one costs
 * far more than formatting with it (the first of a language loads its locale data), and pages
 * format in every row and card: a dashboard's cards made the same eleven formatters each.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<F>(made: Map<string, F>, language: string, options: object, make: () => F): F {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(language, options)`, made once. */
export function numberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return kept(numberFormats, language, options, () => new Intl.NumberFormat(language, options));
}

/** `new Intl.DateTimeFormat(language, options)`, made once. */
export function dateFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(dateFormats, language, options, () => new Intl.DateTimeFormat(language, options));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The reader's local day of a moment, `YYYY-MM-DD` (not `toISOString`, which is UTC's day). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
