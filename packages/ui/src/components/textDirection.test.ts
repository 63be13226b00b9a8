import { textDirection } from './textDirection';

describe('textDirection', () => {
  it.each([
    ['Search invoices', 'ltr'],
    ['218 Station Street', 'ltr'],
    ['שלום', 'rtl'],
    ['5050 חשבונית', 'rtl'],
    ['مرحبا', 'rtl'],
    ['Logo שלום', 'ltr'],
    ['12 345', undefined],
    ['', undefined],
  ])('%s reads %s', (text, expected) => {
    expect(textDirection(text)).toBe(expected);
  });
});
