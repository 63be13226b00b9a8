import arabic from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url';
import hebrew from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff?url';
import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import type { Family } from './faces';
import type { PdfFace } from './text';
import { woffToTrueType } from './woff';

// The files are the build's own assets (addresses with a content hash): fetched when a PDF is
// made, never with a page. Headings are bold in Latin; other scripts have their regular face.
const files: Record<Family, { normal: string; bold?: string }> = {
  latin: { normal: latin, bold: latinBold },
  'latin-ext': { normal: latinExt },
  greek: { normal: greek },
  cyrillic: { normal: cyrillic },
  hebrew: { normal: hebrew },
  arabic: { normal: arabic },
};

async function fetchFace(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status})`);
  return woffToTrueType(new Uint8Array(await response.arrayBuffer()));
}

/** The faces of these families, fetched in parallel. */
export function loadFaces(wanted: Family[]): Promise<PdfFace[]> {
  return Promise.all(
    wanted.flatMap((family) =>
      Object.entries(files[family]).map(async ([style, url]) => ({
        family,
        bold: style === 'bold',
        bytes: await fetchFace(url),
      })),
    ),
  );
}
