import emoji0 from '@fontsource/noto-emoji/files/noto-emoji-0-400-normal.woff?url';
import emoji1 from '@fontsource/noto-emoji/files/noto-emoji-1-400-normal.woff?url';
import emoji10 from '@fontsource/noto-emoji/files/noto-emoji-10-400-normal.woff?url';
import emoji2 from '@fontsource/noto-emoji/files/noto-emoji-2-400-normal.woff?url';
import emoji3 from '@fontsource/noto-emoji/files/noto-emoji-3-400-normal.woff?url';
import emoji4 from '@fontsource/noto-emoji/files/noto-emoji-4-400-normal.woff?url';
import emoji5 from '@fontsource/noto-emoji/files/noto-emoji-5-400-normal.woff?url';
import emoji6 from '@fontsource/noto-emoji/files/noto-emoji-6-400-normal.woff?url';
import emoji7 from '@fontsource/noto-emoji/files/noto-emoji-7-400-normal.woff?url';
import emoji8 from '@fontsource/noto-emoji/files/noto-emoji-8-400-normal.woff?url';
import emoji9 from '@fontsource/noto-emoji/files/noto-emoji-9-400-normal.woff?url';
import arabic from '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff?url';
import hebrew from '@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff?url';
import cyrillicExt from '@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff?url';
import cyrillic from '@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff?url';
import greekExt from '@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff?url';
import greek from '@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff?url';
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latin from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinExt from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import vietnamese from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url';
import type { Family } from './faces';
import type { PdfFace } from './text';
import { woffToFace } from './woff';

// The files are the build's own assets (addresses with a content hash): fetched when a PDF is
// made, never with a page. Headings are bold in Latin; other scripts have their regular face.
const files: Record<Family, { normal: string; bold?: string }> = {
  latin: { normal: latin, bold: latinBold },
  'latin-ext': { normal: latinExt },
  vietnamese: { normal: vietnamese },
  greek: { normal: greek },
  'greek-ext': { normal: greekExt },
  cyrillic: { normal: cyrillic },
  'cyrillic-ext': { normal: cyrillicExt },
  hebrew: { normal: hebrew },
  arabic: { normal: arabic },
  'emoji-0': { normal: emoji0 },
  'emoji-1': { normal: emoji1 },
  'emoji-2': { normal: emoji2 },
  'emoji-3': { normal: emoji3 },
  'emoji-4': { normal: emoji4 },
  'emoji-5': { normal: emoji5 },
  'emoji-6': { normal: emoji6 },
  'emoji-7': { normal: emoji7 },
  'emoji-8': { normal: emoji8 },
  'emoji-9': { normal: emoji9 },
  'emoji-10': { normal: emoji10 },
};

async function fetchFace(url: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The font ${url} could not be loaded (${response.status})`);
  return woffToFace(new Uint8Array(await response.arrayBuffer()));
}

/** The faces of these families, fetched in parallel. */
export function loadFaces(wanted: Family[]): Promise<PdfFace[]> {
  return Promise.all(
    wanted.flatMap((family) =>
      Object.entries(files[family]).map(async ([style, url]) => ({
        family,
        bold: style === 'bold',
        ...(await fetchFace(url)),
      })),
    ),
  );
}
