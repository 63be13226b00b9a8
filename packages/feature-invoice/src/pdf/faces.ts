/**
 * The Noto Sans faces a PDF can embed, by script. Latin always comes; another script's face
 * loads only when the invoice has text in it, so a usual invoice fetches two small files.
 */
export const families = ['latin', 'latin-ext', 'greek', 'cyrillic', 'hebrew', 'arabic'] as const;
export type Family = (typeof families)[number];

// The ranges each face's file covers (as its package's unicode-range says), roughly: the
// face's own table decides, glyph by glyph, once it is loaded.
const scripts: Record<Exclude<Family, 'latin'>, RegExp> = {
  'latin-ext':
    /[\u0100-\u02FF\u1D00-\u1DBF\u1E00-\u1EFF\u20A0-\u20C0\u2113\u2C60-\u2C7F\uA720-\uA7FF]/,
  greek: /[\u0370-\u03FF]/,
  cyrillic: /[\u0400-\u045F\u0490\u0491\u04B0\u04B1\u2116]/,
  hebrew: /[\u0590-\u05FF\u20AA\uFB1D-\uFB4F]/,
  arabic: /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/,
};

/** The families a text needs, Latin first (its digits, spaces and signs serve every script). */
export function familiesFor(text: string): Family[] {
  return families.filter((family) => family === 'latin' || scripts[family].test(text));
}
