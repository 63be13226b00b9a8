import { readFileSync } from 'node:fs';
import { families, type Family } from './faces';
import type { PdfFace } from './text';
import { woffToFace } from './woff';

// The same files fontFiles.ts hands the browser, read from the packages for tests.
const fileOf = (family: Family) => {
  const emoji = /^emoji-(\d+)$/.exec(family);
  if (emoji) return `@fontsource/noto-emoji/files/noto-emoji-${emoji[1]}-400-normal.woff`;
  if (family === 'hebrew' || family === 'arabic') {
    return `@fontsource/noto-sans-${family}/files/noto-sans-${family}-${family}-400-normal.woff`;
  }
  return `@fontsource/noto-sans/files/noto-sans-${family}-400-normal.woff`;
};

const read = (file: string) => woffToFace(new Uint8Array(readFileSync(require.resolve(file))));

/** Every face, as the browser would load them for a text that needs them all. */
export function testFaces(wanted: readonly Family[] = families): PdfFace[] {
  return [
    ...wanted.map((family) => ({ family, bold: false, ...read(fileOf(family)) })),
    {
      family: 'latin',
      bold: true,
      ...read('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    },
  ];
}
