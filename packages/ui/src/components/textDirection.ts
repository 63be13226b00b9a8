const rightToLeft = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const letter = /\p{L}/u;

/**
 * The direction a text reads in, from its first letter, as `dir="auto"` decides it: 'rtl' for
 * Hebrew or Arabic, 'ltr' for other letters, undefined for no letter at all. For a field whose
 * CSS would otherwise set the layout's direction over `dir="auto"` (antd's right-to-left inputs).
 */
export function textDirection(text: string): 'ltr' | 'rtl' | undefined {
  for (const char of text) {
    if (rightToLeft.test(char)) return 'rtl';
    if (letter.test(char)) return 'ltr';
  }
  return undefined;
}
