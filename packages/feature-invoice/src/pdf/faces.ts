import emoji from '@fontsource/noto-emoji/unicode.json';
import arabic from '@fontsource/noto-sans-arabic/unicode.json';
import hebrew from '@fontsource/noto-sans-hebrew/unicode.json';
import sans from '@fontsource/noto-sans/unicode.json';
import { forDrawing } from './text';

/**
 * The faces a PDF can embed: Noto Sans by script, then the monochrome Noto Emoji in its eleven
 * parts. Latin always comes; another file loads only when the invoice has a character that the
 * faces before it do not draw, so a usual invoice fetches two small files. A character goes to
 * the first face, in this order, that has it.
 */
export const families = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'hebrew',
  'arabic',
  ...Array.from({ length: 11 }, (_, part) => `emoji-${part}` as const),
] as const;
export type Family = (typeof families)[number];

// What the Latin face draws (the tests hold it to the font): nothing else is fetched for these
// characters.
const latinDraws =
  // eslint-disable-next-line no-misleading-character-class -- the accents are listed alone, as the face has them
  /[\u0020-\u007E\u00A0-\u00FF\u0131\u0152\u0153\u02BB\u02BC\u02C6\u02DA\u02DC\u0300\u0301\u0303\u0304\u0308\u0309\u0323\u0329\u2002\u2009\u200B\u2013\u2014\u2018-\u201A\u201C-\u201E\u2022\u2026\u2032\u2033\u2039\u203A\u2044\u20AC\u2122\u2212\uFEFF\uFFFD]/u;

/** A CSS unicode-range ('U+0100-02BA,U+0304') as a test of one code point. */
function inRange(range: string): (code: number) => boolean {
  const spans = range.split(',').map((span) => {
    const [from, to = from] = span.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
  return (code) => spans.some(([from, to]) => code >= from && code <= to);
}

// Where each file's characters are, as its package says (the browser's own rule for loading a
// part of a font).
const emojiParts = emoji as Record<string, string>;
const ranges: [Family, (code: number) => boolean][] = [
  ['latin-ext', inRange(sans['latin-ext'])],
  ['vietnamese', inRange(sans.vietnamese)],
  ['greek', inRange(sans.greek)],
  ['greek-ext', inRange(sans['greek-ext'])],
  ['cyrillic', inRange(sans.cyrillic)],
  ['cyrillic-ext', inRange(sans['cyrillic-ext'])],
  ['hebrew', inRange(hebrew.hebrew)],
  ['arabic', inRange(arabic.arabic)],
  ...Array.from({ length: 11 }, (_, part): [Family, (code: number) => boolean] => [
    `emoji-${part}` as Family,
    inRange(emojiParts[`[${part}]`]),
  ]),
];

/** The families a text needs, Latin first (its digits, spaces and signs serve every script). */
export function familiesFor(text: string): Family[] {
  const wanted = new Set<Family>(['latin']);
  for (const character of forDrawing(text)) {
    if (latinDraws.test(character)) continue;
    const code = character.codePointAt(0) ?? 0;
    const found = ranges.find(([, has]) => has(code));
    if (found) wanted.add(found[0]);
  }
  return families.filter((family) => wanted.has(family));
}
