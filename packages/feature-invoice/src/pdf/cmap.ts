// jsPDF reads only a font's 16-bit character map (cmap format 4) and draws text one UTF-16 unit
// at a time, so a character past U+FFFF (nearly every emoji) has no glyph for it. A face with
// such characters is handed over with a 16-bit map that gives each of them a stand-in in the
// private use area (U+E000 on): the text setter draws the stand-in, the page shows the glyph.

/** The first stand-in; the faces have no character of their own there. */
const firstProxy = 0xe000;
const lastProxy = 0xf8ff;

/** Every character → glyph of a cmap's 32-bit subtable (format 12), or null if it has none. */
function fullMap(cmap: Uint8Array): Map<number, number> | null {
  const view = new DataView(cmap.buffer, cmap.byteOffset, cmap.byteLength);
  const count = view.getUint16(2);
  for (let index = 0; index < count; index++) {
    const offset = view.getUint32(4 + index * 8 + 4);
    if (view.getUint16(offset) !== 12) continue;
    const map = new Map<number, number>();
    const groups = view.getUint32(offset + 12);
    for (let group = 0; group < groups; group++) {
      const at = offset + 16 + group * 12;
      const [start, end, glyph] = [
        view.getUint32(at),
        view.getUint32(at + 4),
        view.getUint32(at + 8),
      ];
      for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
    }
    return map;
  }
  return null;
}

/** A cmap of one 16-bit subtable (Windows Unicode, format 4) for these characters. */
function format4(pairs: [number, number][]): Uint8Array {
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const [code, glyph] of pairs) {
    const last = segments.at(-1);
    if (last && last.end === code - 1 && code + last.delta === glyph) last.end = code;
    else segments.push({ start: code, end: code, delta: glyph - code });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const count = segments.length;
  const length = 16 + count * 8;
  const table = new Uint8Array(12 + length);
  const view = new DataView(table.buffer);
  view.setUint16(2, 1); // one subtable
  view.setUint16(4, 3); // Windows
  view.setUint16(6, 1); // Unicode, 16-bit
  view.setUint32(8, 12);
  const power = 2 ** Math.floor(Math.log2(count));
  view.setUint16(12, 4);
  view.setUint16(14, length);
  view.setUint16(18, count * 2);
  view.setUint16(20, power * 2);
  view.setUint16(22, Math.log2(power));
  view.setUint16(24, count * 2 - power * 2);
  segments.forEach(({ start, end, delta }, index) => {
    view.setUint16(26 + index * 2, end);
    view.setUint16(28 + count * 2 + index * 2, start);
    view.setUint16(28 + count * 4 + index * 2, delta & 0xffff);
    // idRangeOffset stays 0: glyph = code + delta.
  });
  return table;
}

/**
 * A face's cmap with stand-ins for its characters past U+FFFF, and which stand-in each has; the
 * cmap as it was when it has none.
 */
export function proxySupplementary(cmap: Uint8Array): {
  cmap: Uint8Array;
  proxies: Map<number, number>;
} {
  const map = fullMap(cmap);
  const proxies = new Map<number, number>();
  const supplementary = [...(map?.keys() ?? [])]
    .filter((code) => code > 0xffff)
    .sort((a, b) => a - b);
  if (!map || supplementary.length === 0) return { cmap, proxies };
  const pairs: [number, number][] = [...map].filter(([code]) => code < 0xffff);
  supplementary.forEach((code, index) => {
    const proxy = firstProxy + index;
    if (proxy > lastProxy || map.has(proxy)) throw new Error('No room for the stand-ins');
    proxies.set(code, proxy);
    pairs.push([proxy, map.get(code) ?? 0]);
  });
  pairs.sort(([a], [b]) => a - b);
  return { cmap: format4(pairs), proxies };
}
