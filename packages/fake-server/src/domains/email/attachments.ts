import type { EmailAttachment } from '@tessera/api-client';

/** A colour per kind of file; white text on each reaches 4.5:1. */
const kindColours: Record<string, string> = {
  pdf: '#b3261e',
  doc: '#1f5fa8',
  docx: '#1f5fa8',
  xls: '#1e6b3a',
  xlsx: '#1e6b3a',
  csv: '#1e6b3a',
  png: '#6a3fa0',
  jpg: '#6a3fa0',
  zip: '#7a5200',
};
const otherColour = '#4b5563';

const extensionOf = (fileName: string) => /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1] ?? '';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A generated picture of a file: a page with a folded corner and its kind (PDF, XLSX…). */
export function fileThumbnail(fileName: string): string {
  const extension = extensionOf(fileName).toLowerCase();
  const colour = kindColours[extension] ?? otherColour;
  const label = escapeXml((extension || 'file').toUpperCase());
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="56" viewBox="0 0 48 56">` +
    `<path d="M4 2h28l12 12v38a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="${colour}"/>` +
    `<path d="M32 2v10a2 2 0 0 0 2 2h10z" fill="#fff" fill-opacity=".45"/>` +
    `<text x="23" y="40" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An attachment as the server keeps it: the file itself is a small generated text. */
export function makeAttachment(fileName: string, size: number): EmailAttachment {
  const content = `${fileName}: a sample file of the Tessera demo (${size} bytes in the story).`;
  return {
    fileName,
    thumbnail: fileThumbnail(fileName),
    url: `data:text/plain;charset=utf-8,${encodeURIComponent(content)}`,
    size,
  };
}
