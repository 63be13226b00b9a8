import { en, fr } from './i18n';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('translations', () => {
  it('French has every English key, and no other', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });

  it('no translation is left empty', () => {
    for (const resource of [en, fr]) {
      const blank = keys(resource).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => {
          return (node as Record<string, unknown>)[part];
        }, resource);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(blank).toEqual([]);
    }
  });
});
