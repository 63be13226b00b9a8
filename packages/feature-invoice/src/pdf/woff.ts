import { unzlibSync } from 'fflate';
import { proxySupplementary } from './cmap';

const cmapTag = 0x636d6170;

/**
 * A WOFF 1 font as the TrueType file it wraps. The font packages ship web fonts (WOFF), and
 * jsPDF embeds TrueType only; WOFF 1 is the same tables, each compressed with zlib. Characters
 * past U+FFFF get stand-ins jsPDF can draw (cmap.ts): `proxies` says which.
 */
export function woffToTrueType(woff: Uint8Array): Uint8Array {
  return woffToFace(woff).bytes;
}

export function woffToFace(woff: Uint8Array): { bytes: Uint8Array; proxies: Map<number, number> } {
  const source = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const flavor = source.getUint32(4);
  const count = source.getUint16(12);
  let proxies = new Map<number, number>();
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = source.getUint32(at + 4);
    const compressed = source.getUint32(at + 8);
    const length = source.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    let data = compressed < length ? unzlibSync(stored) : stored;
    const tag = source.getUint32(at);
    if (tag === cmapTag) {
      const proxied = proxySupplementary(data);
      data = proxied.cmap;
      proxies = proxied.proxies;
    }
    return { tag, data, length: data.length, checksum: checksumOf(data) };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.length), 12 + 16 * count);
  const font = new Uint8Array(size);
  const target = new DataView(font.buffer);
  const power = 2 ** Math.floor(Math.log2(count));
  target.setUint32(0, flavor);
  target.setUint16(4, count);
  target.setUint16(6, power * 16);
  target.setUint16(8, Math.log2(power));
  target.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((table, index) => {
    const { data } = table;
    const entry = 12 + index * 16;
    target.setUint32(entry, table.tag);
    target.setUint32(entry + 4, table.checksum);
    target.setUint32(entry + 8, offset);
    target.setUint32(entry + 12, table.length);
    font.set(data, offset);
    offset += padded(table.length);
  });
  return { bytes: font, proxies };
}

/** A table's checksum: its 32-bit words added up. */
function checksumOf(data: Uint8Array) {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}
