import { unzlibSync } from 'fflate';

/**
 * A WOFF 1 font as the TrueType file it wraps. The font packages ship web fonts (WOFF), and
 * jsPDF embeds TrueType only; WOFF 1 is the same tables, each compressed with zlib.
 */
export function woffToTrueType(woff: Uint8Array): Uint8Array {
  const source = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (source.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF font');
  const flavor = source.getUint32(4);
  const count = source.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    return {
      tag: source.getUint32(at),
      offset: source.getUint32(at + 4),
      compressed: source.getUint32(at + 8),
      length: source.getUint32(at + 12),
      checksum: source.getUint32(at + 16),
    };
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
    const stored = woff.subarray(table.offset, table.offset + table.compressed);
    const data = table.compressed < table.length ? unzlibSync(stored) : stored;
    const entry = 12 + index * 16;
    target.setUint32(entry, table.tag);
    target.setUint32(entry + 4, table.checksum);
    target.setUint32(entry + 8, offset);
    target.setUint32(entry + 12, table.length);
    font.set(data, offset);
    offset += padded(table.length);
  });
  return font;
}
