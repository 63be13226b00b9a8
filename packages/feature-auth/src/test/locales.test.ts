import { en, fr } from './i18n';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('translations', () => {
  it('French has every English key, and no other', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
