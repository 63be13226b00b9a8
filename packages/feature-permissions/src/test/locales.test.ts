import { en, fr } from './i18n';

type Tree = { [key: string]: string | Tree };

/** `key.path → placeholders` of every string, so both languages can be compared. */
function flatten(tree: Tree, prefix = ''): Record<string, string[]> {
  return Object.entries(tree).reduce<Record<string, string[]>>((all, [key, value]) => {
    const path = prefix + key;
    if (typeof value !== 'string') return { ...all, ...flatten(value, `${path}.`) };
    return { ...all, [path]: (value.match(/{{\w+}}/g) ?? []).sort() };
  }, {});
}

describe('permissions translations', () => {
  it('has every English key in French, with the same placeholders', () => {
    expect(flatten(fr)).toEqual(flatten(en));
  });
});
