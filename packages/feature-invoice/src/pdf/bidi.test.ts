import { isRightToLeft, visualOrder } from './bidi';

const seen = (line: string, rtl = isRightToLeft(line)) =>
  visualOrder(line, rtl)
    .map((cluster) => cluster.text)
    .join('');

describe('visualOrder', () => {
  it.each([
    // Left-to-right text stays as it is, numbers and signs included.
    ['Invoice #5050', 'Invoice #5050'],
    ['218 Station Street', '218 Station Street'],
    // Hebrew is seen from its last letter on the left to its first on the right.
    ['שלום', 'םולש'],
    // In an English sentence, the Hebrew words read right to left in their place.
    ['Logo שלום עולם (v2)', 'Logo םלוע םולש (v2)'],
    // In a Hebrew sentence, English words and numbers keep their own order; brackets mirror.
    ['חשבונית 5050', '5050 תינובשח'],
    ['עיצוב Logo', 'Logo בוציע'],
    ['מחיר $1,204.50 כולל', 'ללוכ $1,204.50 ריחמ'],
    ['(שלום)', '(םולש)'],
  ])('%s is seen as %s', (line, expected) => {
    expect(seen(line)).toBe(expected);
  });

  it('keeps a Hebrew point with its letter', () => {
    // Shin with a dot, then lamed: the dot stays after the shin it marks.
    expect(seen('\u05e9\u05c1\u05dc')).toBe('\u05dc\u05e9\u05c1');
  });

  it('takes the paragraph direction from its first strong letter, as dir="auto"', () => {
    expect(isRightToLeft('5050 חשבונית')).toBe(true);
    expect(isRightToLeft('#5050 Invoice שלום')).toBe(false);
    expect(isRightToLeft('مرحبا')).toBe(true);
  });
});
