import { applyMask, fillsMask } from './mask';

describe('applyMask', () => {
  it('writes the separators between what is typed', () => {
    expect(applyMask('(999) 999-9999', '5550100123')).toBe('(555) 010-0123');
    expect(applyMask('9999 9999 9999 9999', '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(applyMask('99/99/9999', '31122026')).toBe('31/12/2026');
  });

  it('stops after the last character typed, so a separator can be deleted', () => {
    expect(applyMask('(999) 999-9999', '555')).toBe('(555');
    expect(applyMask('(999) 999-9999', '5550')).toBe('(555) 0');
    expect(applyMask('99/99/9999', '')).toBe('');
    expect(applyMask('99/99/9999', undefined)).toBe('');
  });

  it('reads text it wrote itself again the same way (typing into a masked value)', () => {
    expect(applyMask('(999) 999-9999', '(555) 010-01')).toBe('(555) 010-01');
    expect(applyMask('(999) 999-9999', '(555) 010-01234')).toBe('(555) 010-0123');
  });

  it('drops what a slot cannot take', () => {
    expect(applyMask('99/99/9999', '3x1-12')).toBe('31/12');
    expect(applyMask('aa-999', '1ab23c4')).toBe('ab-234');
    expect(applyMask('**-**', 'a1b2')).toBe('a1-b2');
  });
});

describe('fillsMask', () => {
  it('is true only for a value with every slot filled', () => {
    expect(fillsMask('99/99/9999', '31/12/2026')).toBe(true);
    expect(fillsMask('99/99/9999', '31/12/202')).toBe(false);
    expect(fillsMask('99/99/9999', '3a/12/2026')).toBe(false);
    expect(fillsMask('99/99/9999', undefined)).toBe(false);
  });
});
