import { decodeJwt } from 'jose';
import { advanceClock } from '../test/helpers';
import { createTokenService } from './tokens';

afterEach(() => jest.useRealTimers());

describe('createTokenService', () => {
  it('issues an HS256 pair carrying the user id and the token type', async () => {
    const tokens = createTokenService({ ttlSeconds: 600 });
    const { accessToken, refreshToken } = await tokens.issuePair(7);
    expect(decodeJwt(accessToken)).toMatchObject({ sub: '7', typ: 'access' });
    expect(decodeJwt(refreshToken)).toMatchObject({ sub: '7', typ: 'refresh' });
    const { iat = 0, exp = 0 } = decodeJwt(accessToken);
    expect(exp - iat).toBe(600);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBe(7);
    await expect(tokens.verify(refreshToken, 'refresh')).resolves.toBe(7);
  });

  it('issues a different pair each time', async () => {
    const tokens = createTokenService({ ttlSeconds: 600 });
    const [a, b] = await Promise.all([tokens.issuePair(1), tokens.issuePair(1)]);
    expect(a.accessToken).not.toBe(b.accessToken);
    expect(a.refreshToken).not.toBe(b.refreshToken);
  });

  it('rejects the other type, a tampered token, garbage and another server’s token', async () => {
    const tokens = createTokenService({ ttlSeconds: 600 });
    const { accessToken, refreshToken } = await tokens.issuePair(1);
    await expect(tokens.verify(accessToken, 'refresh')).resolves.toBeNull();
    await expect(tokens.verify(refreshToken, 'access')).resolves.toBeNull();
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', typ: 'access', exp: 9999999999 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${forged}.${signature}`, 'access')).resolves.toBeNull();
    await expect(tokens.verify('not-a-jwt', 'access')).resolves.toBeNull();
    const other = await createTokenService({ ttlSeconds: 600 }).issuePair(1);
    await expect(tokens.verify(other.accessToken, 'access')).resolves.toBeNull();
  });

  it('rejects a token once its lifetime is over', async () => {
    const tokens = createTokenService({ ttlSeconds: 60 });
    const { accessToken } = await tokens.issuePair(1);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBe(1);
    advanceClock(61);
    await expect(tokens.verify(accessToken, 'access')).resolves.toBeNull();
  });

  it('uses the injected signer', async () => {
    const sign = jest.fn(async () => 'signed');
    const tokens = createTokenService({ ttlSeconds: 60, sign });
    await expect(tokens.issuePair(3)).resolves.toEqual({
      accessToken: 'signed',
      refreshToken: 'signed',
    });
    expect(sign).toHaveBeenCalledWith({ sub: '3', typ: 'access' }, expect.any(Uint8Array), 60);
  });
});
