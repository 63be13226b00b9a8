import { translationShape } from '@tessera/ui/testing';
import { en, fr } from './i18n';

describe('users translations', () => {
  it('has every English key in French, with the same placeholders and no empty string', () => {
    expect(translationShape(fr)).toEqual(translationShape(en));
    expect(JSON.stringify(translationShape(en))).not.toContain('<empty>');
  });
});
