// The Unicode bidirectional algorithm, enough of it for one line of text with no embeddings:
// a PDF draws glyphs left to right as given, so right-to-left text must be put in the order it
// is seen. Hebrew and Arabic read right to left; numbers, and the signs that belong to them
// (#5050, $1,204.50), keep their own left-to-right order inside them.

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'WS' | 'ON';

const hebrew = /[\u0590-\u05FF\u07C0-\u085F\uFB1D-\uFB4F]/;
const arabicNumber = /[\u0660-\u0669\u066B\u066C]/;
const arabic = /[\u0600-\u06EF\u06FA-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const europeanNumber = /[0-9\u06F0-\u06F9]/;
const numberSign = /[+\-\u2212]/;
const numberTerminator =
  /[#$%\u00A2-\u00A5\u00B0\u00B1\u0609\u060A\u066A\u2030-\u2034\u20A0-\u20CF]/;
const numberSeparator = /[,.:/\u00A0\u202F\u060C]/;
const letter = /[\p{L}\p{N}]/u;

function classOf(cluster: string): BidiClass {
  const first = cluster[0] ?? '';
  if (hebrew.test(first)) return 'R';
  if (arabicNumber.test(first)) return 'AN';
  if (arabic.test(first)) return 'AL';
  if (europeanNumber.test(first)) return 'EN';
  if (numberSign.test(first)) return 'ES';
  if (numberTerminator.test(first)) return 'ET';
  if (numberSeparator.test(first)) return 'CS';
  if (/\s/.test(first)) return 'WS';
  if (letter.test(first)) return 'L';
  return 'ON';
}

/** Whether a paragraph reads right to left: its first strong letter decides, as `dir="auto"`. */
export function isRightToLeft(text: string): boolean {
  for (const char of text) {
    const kind = classOf(char);
    if (kind === 'L') return false;
    if (kind === 'R' || kind === 'AL') return true;
  }
  return false;
}

/** A letter with the marks that follow it (Hebrew points, Arabic vowels): they move as one. */
export function clustersOf(text: string): string[] {
  const clusters: string[] = [];
  for (const char of text) {
    if (/\p{M}/u.test(char) && clusters.length > 0) clusters[clusters.length - 1] += char;
    else clusters.push(char);
  }
  return clusters;
}

const mirrored: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/**
 * A line's clusters in the order they are seen, left to right, each with whether it reads
 * right to left (for drawing), `rtl` being the paragraph's direction.
 */
export function visualOrder(line: string, rtl: boolean): { text: string; rtl: boolean }[] {
  const clusters = clustersOf(line);
  const base = rtl ? 1 : 0;
  const baseClass: BidiClass = rtl ? 'R' : 'L';
  const types = clusters.map(classOf);
  const strongBefore = (index: number): BidiClass => {
    for (let at = index - 1; at >= 0; at--) {
      if (types[at] === 'L' || types[at] === 'R' || types[at] === 'AL') return types[at];
    }
    return baseClass;
  };
  // W2: a number after Arabic letters is an Arabic number; W3: Arabic letters are R.
  types.forEach((type, index) => {
    if (type === 'EN' && strongBefore(index) === 'AL') types[index] = 'AN';
  });
  types.forEach((type, index) => {
    if (type === 'AL') types[index] = 'R';
  });
  // W4: one separator between two numbers of a kind joins them (1,204.50).
  for (let index = 1; index < types.length - 1; index++) {
    const [before, after] = [types[index - 1], types[index + 1]];
    if (types[index] === 'ES' && before === 'EN' && after === 'EN') types[index] = 'EN';
    if (types[index] === 'CS' && before === after && (before === 'EN' || before === 'AN')) {
      types[index] = before;
    }
  }
  // W5: currency and number signs next to a number belong to it (#5050, 12 %, $40).
  for (let index = 0; index < types.length; index++) {
    if (types[index] !== 'ET') continue;
    let end = index;
    while (end < types.length && types[end] === 'ET') end++;
    if (types[index - 1] === 'EN' || types[end] === 'EN') {
      for (let at = index; at < end; at++) types[at] = 'EN';
    }
    index = end - 1;
  }
  // W6, W7: what is left of the signs is neutral; a number in left-to-right text is L.
  types.forEach((type, index) => {
    if (type === 'ES' || type === 'ET' || type === 'CS') types[index] = 'ON';
  });
  types.forEach((type, index) => {
    if (type === 'EN' && strongBefore(index) === 'L') types[index] = 'L';
  });
  // N1, N2: neutrals between two of one direction take it; otherwise the paragraph's.
  const direction = (type: BidiClass | undefined) =>
    type === undefined ? baseClass : type === 'L' ? 'L' : 'R';
  for (let index = 0; index < types.length; index++) {
    if (types[index] !== 'WS' && types[index] !== 'ON') continue;
    let end = index;
    while (end < types.length && (types[end] === 'WS' || types[end] === 'ON')) end++;
    const before = direction(types[index - 1]);
    const after = direction(types[end]);
    const resolved = before === after ? before : baseClass;
    for (let at = index; at < end; at++) types[at] = resolved;
    index = end - 1;
  }
  // I1, I2: embedding levels.
  const levels = types.map((type) => {
    if (base === 0) return type === 'R' ? 1 : type === 'EN' || type === 'AN' ? 2 : 0;
    return type === 'R' ? 1 : 2;
  });
  // L1: spaces at the end of the line go back to the paragraph's level.
  for (let index = clusters.length - 1; index >= 0 && /^\s/.test(clusters[index]); index--) {
    levels[index] = base;
  }
  // L2: from the highest level down to the lowest odd one, reverse every run at that level or
  // above.
  const order = clusters.map((_, index) => index);
  const highest = Math.max(base, ...levels);
  const lowestOdd = base % 2 === 1 ? base : base + 1;
  for (let level = highest; level >= lowestOdd; level--) {
    for (let index = 0; index < order.length; index++) {
      if (levels[order[index]] < level) continue;
      let end = index;
      while (end < order.length && levels[order[end]] >= level) end++;
      order.splice(index, end - index, ...order.slice(index, end).reverse());
      index = end - 1;
    }
  }
  return order.map((index) => {
    const odd = levels[index] % 2 === 1;
    const cluster = clusters[index];
    return { text: odd ? (mirrored[cluster] ?? cluster) : cluster, rtl: odd };
  });
}
