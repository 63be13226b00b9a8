// Input masks: a phone number, a card number, a day typed as digits. A mask is a pattern where
// `9` takes a digit, `a` a letter and `*` either; any other character is written by the mask
// itself, so the writer types only the digits and letters.

const slots: Record<string, RegExp> = { '9': /\d/, a: /[a-z]/i, '*': /[a-z\d]/i };

/**
 * `typed` written into `mask`: its digits and letters fill the slots in order (those a slot
 * cannot take are dropped), the mask's own characters come between them, and the text stops
 * after the last one typed (so deleting a separator works). Use it as a Form.Item's `normalize`.
 *
 * `applyMask('(999) 999-9999', '5550100')` → `(555) 010-0`
 */
export function applyMask(mask: string, typed: string | undefined): string {
  const chars = [...(typed ?? '')].filter((char) => /[a-z\d]/i.test(char));
  let written = '';
  let pending = '';
  for (const part of mask) {
    if (!chars.length) break;
    const slot = slots[part];
    if (!slot) {
      // Written only once something follows it.
      pending += part;
      continue;
    }
    while (chars.length && !slot.test(chars[0])) chars.shift();
    const char = chars.shift();
    if (char === undefined) break;
    written += pending + char;
    pending = '';
  }
  return written;
}

/** Whether `value` fills every slot of `mask` (a complete phone number, card or day). */
export const fillsMask = (mask: string, value: string | undefined): boolean =>
  value !== undefined && value.length === mask.length && applyMask(mask, value) === value;
