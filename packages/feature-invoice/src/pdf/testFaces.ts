import { readFileSync } from 'node:fs';
import type { Family } from './faces';
import type { PdfFace } from './text';
import { woffToTrueType } from './woff';

// The same files fontFiles.ts hands the browser, read from the packages for tests.
const files: Record<Family, string> = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  'latin-ext': '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  greek: '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff',
  cyrillic: '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff',
  hebrew: '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
  arabic: '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff',
};

const read = (file: string) => woffToTrueType(new Uint8Array(readFileSync(require.resolve(file))));

/** Every face, as the browser would load them for a text that needs them all. */
export function testFaces(wanted: Family[] = Object.keys(files) as Family[]): PdfFace[] {
  return [
    ...wanted.map((family) => ({ family, bold: false, bytes: read(files[family]) })),
    {
      family: 'latin',
      bold: true,
      bytes: read('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
    },
  ];
}
