import { errorMessage, genericErrorMessage } from './errorMessage';

class FakeApiError extends Error {
  readonly status = 409;
}

describe('errorMessage', () => {
  it("shows the server's sentence carried by the error", () => {
    expect(errorMessage(new FakeApiError('This name is already used.'))).toBe(
      'This name is already used.',
    );
    expect(errorMessage({ status: 400, message: 'name is required' })).toBe('name is required');
    expect(errorMessage('Plain text')).toBe('Plain text');
  });

  it('falls back to a generic sentence when there is nothing to show', () => {
    for (const failure of [
      undefined,
      null,
      42,
      {},
      { message: '' },
      { message: 7 },
      new Error('  '),
    ]) {
      expect(errorMessage(failure)).toBe(genericErrorMessage);
    }
  });
});
