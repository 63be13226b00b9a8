import en from '../../locales/en/common.json';
import { createTestI18n } from '../testing';
import { errorMessage } from './errorMessage';

const t = createTestI18n({ en: { common: en } }).t;
const failure = (status: number, message = 'server text') => ({ status, message });

describe('errorMessage', () => {
  it("shows the server's sentence for a refused input", () => {
    expect(errorMessage(failure(400, 'name: is required'), t)).toBe('name: is required');
    expect(errorMessage(failure(409, 'This email is already in use.'), t)).toBe(
      'This email is already in use.',
    );
  });

  it('gives one sentence each to network, sign-in, access, missing and server failures', () => {
    expect(errorMessage(failure(0), t)).toBe(en.errors.network);
    expect(errorMessage(failure(401), t)).toBe(en.errors.signedOut);
    expect(errorMessage(failure(403, 'Forbidden'), t)).toBe(en.errors.forbidden);
    expect(errorMessage(failure(404, 'No user with id 9'), t)).toBe(en.errors.notFound);
    expect(errorMessage(failure(500), t)).toBe(en.errors.server);
    expect(errorMessage(failure(503), t)).toBe(en.errors.server);
  });

  it('never shows an empty sentence, whatever was thrown', () => {
    expect(errorMessage(failure(400, '  '), t)).toBe(en.errors.generic);
    expect(errorMessage(new TypeError('boom'), t)).toBe(en.errors.network);
    for (const thrown of [undefined, null, 42, {}]) {
      expect(errorMessage(thrown, t)).not.toBe('');
    }
  });
});
