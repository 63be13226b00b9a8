// What an invoice's PDF can draw: the characters of the faces it embeds (Noto Sans in Latin,
// Greek, Cyrillic, Vietnamese, Hebrew and Arabic, and the monochrome Noto Emoji). Text that is
// printed on the PDF is refused when it holds anything else (Devanagari, Thai, Chinese…), so
// nothing ever prints as an empty box. The list is the faces' own character maps, put together;
// a test in the invoice package compares it with the fonts, code point by code point.
//
// A rule of the contract kept out of its schemas: the list weighs about 1 KB gzip, which no page
// should load before it needs it. The server and the form import this module when they check
// a printed field (`@tessera/api-client/invoice/printable`).

const printableRanges = [
  '\\u0020-\\u007E\\u00A0-\\u02CC\\u02CE-\\u02D7\\u02DA\\u02DC-\\u0301\\u0303\\u0304\\u0307-\\u0309',
  '\\u0323\\u0329\\u0370-\\u0377\\u037A-\\u037F\\u0384-\\u038A\\u038C\\u038E-\\u03A1\\u03A3-\\u03E1',
  '\\u03F0-\\u052F\\u0591-\\u05C7\\u05D0-\\u05EA\\u05EF-\\u05F4\\u0600-\\u06FF\\u0750-\\u077F',
  '\\u0870-\\u088E\\u0890\\u0891\\u0898-\\u08E1\\u08E3-\\u08FF\\u1C80-\\u1C88\\u1D00-\\u1DBF',
  '\\u1E00-\\u1F15\\u1F18-\\u1F1D\\u1F20-\\u1F45\\u1F48-\\u1F4D\\u1F50-\\u1F57\\u1F59\\u1F5B\\u1F5D',
  '\\u1F5F-\\u1F7D\\u1F80-\\u1FB4\\u1FB6-\\u1FC4\\u1FC6-\\u1FD3\\u1FD6-\\u1FDB\\u1FDD-\\u1FEF',
  '\\u1FF2-\\u1FF4\\u1FF6-\\u1FFE\\u2002\\u2009\\u200B-\\u2011\\u2013\\u2014\\u2018-\\u201A',
  '\\u201C-\\u201E\\u2020\\u2022\\u2026\\u2032\\u2033\\u2039\\u203A\\u203C\\u2044\\u2049\\u204F',
  '\\u20A0-\\u20C0\\u20E3\\u2113\\u2116\\u2122\\u2139\\u2194-\\u2199\\u21A9\\u21AA\\u2212\\u231A\\u231B',
  '\\u2328\\u23CF\\u23E9-\\u23F3\\u23F8-\\u23FA\\u24C2\\u25AA\\u25AB\\u25B6\\u25C0\\u25CC\\u25FB-\\u25FE',
  '\\u2600-\\u2604\\u260E\\u2611\\u2614\\u2615\\u2618\\u261D\\u2620\\u2622\\u2623\\u2626\\u262A',
  '\\u262E\\u262F\\u2638-\\u263A\\u2640\\u2642\\u2648-\\u2653\\u265F\\u2660\\u2663\\u2665\\u2666\\u2668',
  '\\u267B\\u267E\\u267F\\u2692-\\u2697\\u2699\\u269B\\u269C\\u26A0\\u26A1\\u26A7\\u26AA\\u26AB',
  '\\u26B0\\u26B1\\u26BD\\u26BE\\u26C4\\u26C5\\u26C8\\u26CE\\u26CF\\u26D1\\u26D3\\u26D4\\u26E9\\u26EA',
  '\\u26F0-\\u26F5\\u26F7-\\u26FA\\u26FD\\u2702\\u2705\\u2708-\\u270D\\u270F\\u2712\\u2714\\u2716\\u271D',
  '\\u2721\\u2728\\u2733\\u2734\\u2744\\u2747\\u274C\\u274E\\u2753-\\u2755\\u2757\\u2763\\u2764',
  '\\u2795-\\u2797\\u27A1\\u27B0\\u27BF\\u2934\\u2935\\u2B05-\\u2B07\\u2B1B\\u2B1C\\u2B50\\u2B55',
  '\\u2C60-\\u2C7F\\u2DE0-\\u2DFF\\u2E41\\u3030\\u303D\\u3297\\u3299\\uA640-\\uA69F\\uA720-\\uA7CA',
  '\\uA7D0\\uA7D1\\uA7D3\\uA7D5-\\uA7D9\\uA7F2-\\uA7FF\\uFB1D-\\uFB36\\uFB38-\\uFB3C\\uFB3E\\uFB40\\uFB41',
  '\\uFB43\\uFB44\\uFB46-\\uFBC2\\uFBD3-\\uFD8F\\uFD92-\\uFDC7\\uFDCF\\uFDF0-\\uFDFF\\uFE0E\\uFE0F',
  '\\uFE2E\\uFE2F\\uFE70-\\uFE74\\uFE76-\\uFEFC\\uFEFF\\uFFFD\\u{10EFD}-\\u{10EFF}\\u{1F004}\\u{1F0CF}',
  '\\u{1F170}\\u{1F171}\\u{1F17E}\\u{1F17F}\\u{1F18E}\\u{1F191}-\\u{1F19A}\\u{1F1E6}-\\u{1F1FF}',
  '\\u{1F201}\\u{1F202}\\u{1F21A}\\u{1F22F}\\u{1F232}-\\u{1F23A}\\u{1F250}\\u{1F251}',
  '\\u{1F300}-\\u{1F321}\\u{1F324}-\\u{1F393}\\u{1F396}\\u{1F397}\\u{1F399}-\\u{1F39B}',
  '\\u{1F39E}-\\u{1F3F0}\\u{1F3F3}-\\u{1F3F5}\\u{1F3F7}-\\u{1F469}\\u{1F46B}-\\u{1F4FD}',
  '\\u{1F4FF}-\\u{1F53D}\\u{1F549}-\\u{1F54E}\\u{1F550}-\\u{1F567}\\u{1F56F}\\u{1F570}',
  '\\u{1F573}-\\u{1F57A}\\u{1F587}\\u{1F58A}-\\u{1F58D}\\u{1F590}\\u{1F595}\\u{1F596}',
  '\\u{1F5A4}\\u{1F5A5}\\u{1F5A8}\\u{1F5B1}\\u{1F5B2}\\u{1F5BC}\\u{1F5C2}-\\u{1F5C4}',
  '\\u{1F5D1}-\\u{1F5D3}\\u{1F5DC}-\\u{1F5DE}\\u{1F5E1}\\u{1F5E3}\\u{1F5E8}\\u{1F5EF}\\u{1F5F3}',
  '\\u{1F5FA}-\\u{1F64F}\\u{1F680}-\\u{1F6C5}\\u{1F6CB}-\\u{1F6D2}\\u{1F6D5}-\\u{1F6D9}',
  '\\u{1F6DC}-\\u{1F6E5}\\u{1F6E9}\\u{1F6EB}\\u{1F6EC}\\u{1F6F0}\\u{1F6F3}-\\u{1F6FC}',
  '\\u{1F7E0}-\\u{1F7EB}\\u{1F7F0}\\u{1F90C}-\\u{1F93A}\\u{1F93C}-\\u{1F945}\\u{1F947}-\\u{1F9FF}',
  '\\u{1FA70}-\\u{1FA7C}\\u{1FA80}-\\u{1FAC6}\\u{1FAC8}\\u{1FACC}-\\u{1FADD}\\u{1FADF}-\\u{1FAEB}',
  '\\u{1FAEF}-\\u{1FAFA}\\u{E0062}\\u{E0063}\\u{E0065}\\u{E0067}\\u{E006C}\\u{E006E}',
  '\\u{E0073}\\u{E0074}\\u{E0077}\\u{E007F}',
].join('');

// Line breaks and tabs are kept (a note's paragraphs; a tab prints as a space); text is compared
// in its composed form, as the PDF draws it (an "é" typed as e and an accent is one character).
// eslint-disable-next-line no-misleading-character-class -- combining marks are listed alone, on purpose: each is a glyph of the faces
const unprintable = new RegExp(`[^\\t\\n\\r${printableRanges}]`, 'gu');

/** The characters of a text the invoice's PDF cannot draw, each once, in order. */
export function unprintableIn(text: string): string[] {
  return [...new Set(text.normalize('NFC').match(unprintable) ?? [])];
}

/**
 * The characters a message names (the first five): as typed, a mark on a dotted circle (as
 * character charts show them), and by number one that cannot be seen.
 */
export function unprintableList(characters: string[]): string {
  return characters
    .slice(0, 5)
    .map((character) => {
      if (/\p{M}/u.test(character)) return `\u25CC${character}`;
      if (/[\p{L}\p{N}\p{P}\p{S}]/u.test(character)) return character;
      return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    })
    .join(' ');
}

/** Whether a code point is one the PDF draws (for the tests that hold the list to the fonts). */
export function isPrintable(code: number): boolean {
  return unprintableIn(String.fromCodePoint(code)).length === 0;
}

/** The message of a field that holds characters the PDF cannot draw. */
export const unprintableMessage = (characters: string[]) =>
  `contains ${unprintableList(characters)}, which can't be printed on the PDF`;

/** The fields of an invoice (add, edit) and of a customer that its PDF prints. */
export function printedFields(input: {
  items?: { item: string; description?: string }[];
  salesperson?: string;
  note?: string;
  name?: string;
  company?: string;
  address?: string;
  country?: string;
}): Record<string, string | undefined> {
  const { items = [], salesperson, note, name, company, address, country } = input;
  return {
    ...Object.fromEntries(
      items.flatMap((line, index) => [
        [`items.${index}.item`, line.item],
        [`items.${index}.description`, line.description],
      ]),
    ),
    salesperson,
    note,
    name,
    company,
    address,
    country,
  };
}

/**
 * Each printed field that holds characters the PDF cannot draw, with its message
 * (`{ 'items.0.item': "contains 你 好, which can't be printed on the PDF" }`); empty if none.
 */
export function unprintableFields(input: Parameters<typeof printedFields>[0]) {
  const refused: Record<string, string> = {};
  for (const [field, text] of Object.entries(printedFields(input))) {
    const characters = text === undefined ? [] : unprintableIn(text);
    if (characters.length > 0) refused[field] = unprintableMessage(characters);
  }
  return refused;
}
